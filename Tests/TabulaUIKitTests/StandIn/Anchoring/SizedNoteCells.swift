// Linux only: this file needs the UIKit stand-in (its recorded violations, cached counts,
// viewport or in-code nibs), which real UIKit does not have. See CONTRIBUTING.md, "How the UIKit
// layer is verified".
#if os(Linux)
import Tabula
@_spi(StandIn) import UIKit

/// A note whose row is as tall as its text is long, so that an edit can change its height.
struct Note: Identifiable, Equatable, Sendable {
  var id: Int
  var text: String

  /// The height a self-sizing cell showing the note measures.
  var height: CGFloat { CGFloat(30 + 8 * (text.count % 5)) }
}

/// A table cell that measures as tall as its note, as a cell with constraints would.
final class NoteTableCell: UITableViewCell {
  var note: Note?

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    CGSize(width: targetSize.width, height: note?.height ?? 44)
  }
}

/// A collection view cell that measures as tall as its note.
final class NoteCollectionCell: UICollectionViewCell {
  var note: Note?

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    CGSize(width: targetSize.width, height: note?.height ?? 44)
  }
}

/// A scrollable list of notes in a window: a table or a collection view, 300 points high, of
/// self-sizing rows estimated at 44 points.
@MainActor
final class NoteList {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let view: UIScrollView
  let dataSource: ListDataSource<ListSection, Note>
  let diagnostics = Recorder()

  /// Every diagnostic the data source reported.
  final class Recorder: @unchecked Sendable {
    var entries: [ListDiagnostic] = []
    var handler: ListDiagnostic.Handler { ListDiagnostic.Handler { self.entries.append($0) } }
  }

  init(collection: Bool, anchoring: ScrollAnchoring) {
    let frame = CGRect(x: 0, y: 0, width: 390, height: 300)
    if collection {
      let layout = UICollectionViewFlowLayout()
      layout.estimatedItemSize = CGSize(width: 390, height: 44)
      let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
      view = collectionView
      dataSource = ListDataSource(
        surface: collectionView,
        registration: CellRegistration<NoteCollectionCell, Note> { cell, _, note in
          cell.note = note
        }, diagnostics: diagnostics.handler)
    } else {
      let tableView = UITableView(frame: frame, style: .plain)
      tableView.rowHeight = UITableView.automaticDimension
      tableView.estimatedRowHeight = 44
      view = tableView
      dataSource = ListDataSource(
        surface: tableView,
        registration: CellRegistration<NoteTableCell, Note> { cell, _, note in
          cell.note = note
        }, diagnostics: diagnostics.handler)
    }
    dataSource.scrollAnchoring = anchoring
    window.addSubview(view)
    window.makeKeyAndVisible()
  }

  /// Shows `notes`, and ends the update's animations.
  func show(_ notes: [Note], animated: Bool = true) throws {
    dataSource.apply(
      try Snapshot(sections: [SnapshotSection(ListSection(id: "notes"), items: notes)]),
      animated: animated)
    UIKitStandIn.runPendingAnimations()
    view.layoutIfNeeded()
  }

  /// Where the row at a position is, in the content.
  func frame(at index: Int) -> CGRect? {
    let indexPath = IndexPath(item: index, section: 0)
    if let tableView = view as? UITableView {
      return index < tableView.numberOfRows(inSection: 0)
        ? tableView.rectForRow(at: indexPath) : nil
    }
    return (view as? UICollectionView)?.layoutAttributesForItem(at: indexPath)?.frame
  }

  /// The visible rows, by position, with their tops below the view's top.
  var visibleRows: [(index: Int, top: CGFloat, height: CGFloat)] {
    let paths =
      (view as? UITableView)?.indexPathsForVisibleRows
      ?? (view as? UICollectionView)?.indexPathsForVisibleItems ?? []
    return paths.sorted().compactMap { path in
      frame(at: path[1]).map { (path[1], $0.minY - view.contentOffset.y, $0.height) }
    }
  }

  /// The largest content offset, where the view shows the bottom of its rows.
  var maximumOffset: CGFloat { max(0, view.contentSize.height - view.bounds.height) }
}
#endif
