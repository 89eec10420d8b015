// Linux only: this file needs the UIKit stand-in (simulated lifts, hovers and drops, and the
// violations it records), which real UIKit does not let a test drive. See CONTRIBUTING.md, "How the
// UIKit layer is verified".
#if os(Linux)
import Tabula
import TabulaExampleModels
import TabulaExamples
import TabulaUIKit
@_spi(StandIn) import UIKit

/// A country of the drag-and-drop tests, named by its identifier.
struct DraggedCountry: Identifiable, Equatable, Sendable {
  let id: String
}

/// Countries in two continents, in an editable list, shown by a table view or a collection
/// view in a window through a `ListDataSource` whose behaviour allows moving.
@MainActor
final class DragAndDropHarness<View: UIScrollView> {
  static var europe: [String] { ["France", "Italy", "Spain", "Greece"] }
  static var asia: [String] { ["Japan", "India", "Nepal"] }

  let list: EditableList<ListSection, DraggedCountry>
  let view: View
  let dataSource: ListDataSource<ListSection, DraggedCountry>
  let diagnostics = Seed003.DiagnosticRecorder()
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  private var token: ObservationToken?

  /// Shows the countries; `configure` adjusts the behaviour before the list is bound, as an
  /// app does.
  init(
    view: View,
    makeDataSource: (View, ListDiagnostic.Handler) -> ListDataSource<ListSection, DraggedCountry>,
    configure: (inout ListBehavior<DraggedCountry>) -> Void = { _ in }
  ) throws {
    list = EditableList(
      try Snapshot(sections: [
        SnapshotSection(ListSection("Europe"), items: Self.europe.map(DraggedCountry.init)),
        SnapshotSection(ListSection("Asia"), items: Self.asia.map(DraggedCountry.init)),
      ]))
    self.view = view
    dataSource = makeDataSource(view, diagnostics.handler)
    var behavior = ListBehavior<DraggedCountry>(allowsDeleting: true, allowsMoving: true)
    configure(&behavior)
    dataSource.behavior = behavior
    token = dataSource.bind(to: list)
    window.addSubview(view)
    view.layoutIfNeeded()
  }

  /// The countries of the list, continent by continent.
  var names: [[String]] {
    (0..<list.snapshot.numberOfSections).map {
      (list.snapshot.items(inSectionAt: $0) ?? []).map(\.id)
    }
  }

  /// The identifiers of the selected countries.
  var selection: Set<String> { dataSource.selection }

  /// Lets every running animation end, so that the next update is not held behind it.
  func settle() {
    UIKitStandIn.runPendingAnimations()
  }
}

extension DragAndDropHarness where View == UITableView {
  /// Countries in a plain table.
  convenience init(configure: (inout ListBehavior<DraggedCountry>) -> Void = { _ in }) throws {
    try self.init(
      view: UITableView(frame: .zero, style: .plain),
      makeDataSource: { table, diagnostics in
        ListDataSource(
          surface: table,
          registration: CellRegistration<UITableViewCell, DraggedCountry> { cell, _, country in
            cell.textLabel?.text = country.id
          },
          diagnostics: diagnostics)
      },
      configure: configure)
  }

  /// The country each visible row shows, continent by continent, read from the cells.
  var shownNames: [[String]] {
    view.layoutIfNeeded()
    return (0..<view.numberOfSections).map { section in
      (0..<view.numberOfRows(inSection: section)).map {
        view.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text ?? "?"
      }
    }
  }
}

extension DragAndDropHarness where View == UICollectionView {
  /// Countries in a list layout.
  convenience init(configure: (inout ListBehavior<DraggedCountry>) -> Void = { _ in }) throws {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    try self.init(
      view: UICollectionView(frame: .zero, collectionViewLayout: layout),
      makeDataSource: { view, diagnostics in
        ListDataSource(
          surface: view,
          registration: CellRegistration<UICollectionViewCell, DraggedCountry> { _, _, _ in },
          diagnostics: diagnostics)
      },
      configure: configure)
  }
}
#endif
