import Tabula
import TabulaUIKit
import UIKit

/// A table cell that shows an ``AdapterItem`` and counts its reuses.
class AdapterTableCell: UITableViewCell {
  private(set) var prepareForReuseCount = 0

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    prepareForReuseCount += 1
  }

  /// Shows an item's label.
  func show(_ item: AdapterItem) {
    textLabel?.text = item.label
  }
}

/// The table cell of ``AdapterItem/Kind/badge`` items.
final class AdapterBadgeTableCell: AdapterTableCell {}

/// A collection-view cell that shows an ``AdapterItem`` in a label and counts its reuses.
class AdapterCollectionCell: UICollectionViewCell {
  let label = UILabel(frame: .zero)
  private(set) var prepareForReuseCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.addSubview(label)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    prepareForReuseCount += 1
  }

  /// Shows an item's label.
  func show(_ item: AdapterItem) {
    label.text = item.label
  }
}

/// The collection-view cell of ``AdapterItem/Kind/badge`` items.
final class AdapterBadgeCollectionCell: AdapterCollectionCell {}

/// The data sources of the adapter tests: items show in a cell of their kind, so that a change
/// of kind reloads the row and a change of content reconfigures it.
@MainActor
enum AdapterCells {
  /// The cell classes of a table, by kind.
  static func tableClass(for kind: AdapterItem.Kind) -> AdapterTableCell.Type {
    kind == .badge ? AdapterBadgeTableCell.self : AdapterTableCell.self
  }

  /// The cell classes of a collection view, by kind.
  static func collectionClass(for kind: AdapterItem.Kind) -> AdapterCollectionCell.Type {
    kind == .badge ? AdapterBadgeCollectionCell.self : AdapterCollectionCell.self
  }

  /// A data source that shows items in ``AdapterTableCell``s (or the badge subclass) on a
  /// table.
  static func tableDataSource(
    for tableView: UITableView, diagnostics: ListDiagnostic.Handler
  ) -> AdapterDataSource {
    let registrations = [AdapterItem.Kind.plain, .badge].map { kind in
      AnyCellRegistration(reuseIdentifier: kind.reuseIdentifier, cellClass: tableClass(for: kind))
    }
    let dataSource = AdapterDataSource(
      surface: tableView, registrations: { _ in registrations },
      reuseIdentifier: { $0.kind.reuseIdentifier }, diagnostics: diagnostics
    ) { surface, path, item in
      let cell =
        surface.dequeueCell(withReuseIdentifier: item.kind.reuseIdentifier, for: path)
        as? AdapterTableCell
      cell?.show(item)
      return cell
    }
    // The user may delete and move, as the tests of editing need; read-only tests say so.
    dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
    return dataSource
  }

  /// A data source that shows items in ``AdapterCollectionCell``s (or the badge subclass) on
  /// a collection view.
  static func collectionDataSource(
    for collectionView: UICollectionView, diagnostics: ListDiagnostic.Handler
  ) -> AdapterDataSource {
    let registrations = [AdapterItem.Kind.plain, .badge].map { kind in
      AnyCellRegistration(
        reuseIdentifier: kind.reuseIdentifier, cellClass: collectionClass(for: kind))
    }
    let dataSource = AdapterDataSource(
      surface: collectionView, registrations: { _ in registrations },
      reuseIdentifier: { $0.kind.reuseIdentifier }, diagnostics: diagnostics
    ) { surface, path, item in
      let cell =
        surface.dequeueCell(withReuseIdentifier: item.kind.reuseIdentifier, for: path)
        as? AdapterCollectionCell
      cell?.show(item)
      return cell
    }
    dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
    return dataSource
  }
}

/// Collects the diagnostics a data source reports.
@MainActor
final class AdapterDiagnosticLog {
  private(set) var entries: [ListDiagnostic] = []

  /// The kinds reported, oldest first.
  var kinds: [ListDiagnostic.Kind] { entries.map(\.kind) }

  /// A handler that adds to this log.
  var handler: ListDiagnostic.Handler {
    ListDiagnostic.Handler { [weak self] diagnostic in
      MainActor.assumeIsolated { self?.entries.append(diagnostic) }
    }
  }

  func removeAll() {
    entries = []
  }
}
