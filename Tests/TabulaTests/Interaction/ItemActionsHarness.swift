import Tabula
import TabulaTesting

/// Fruits on shelves in an `EditableList`, shown in a ``HeadlessListView`` through a data
/// source bound to the list (or, read-only, to a copy of it), for the tests of swipe actions
/// and context menus.
@MainActor
final class ItemActionsHarness {
  let list: EditableList<Shelf, Fruit>
  let view: HeadlessListView
  let dataSource: ListDataSource<Shelf, Fruit>
  let recorder: DiagnosticRecorder
  private var token: ObservationToken?

  /// Shows shelves of fruits with these ids; `editable: false` binds the view read-only.
  convenience init(
    _ layout: [[Int]], editable: Bool = true,
    configure: (inout ListBehavior<Fruit>) -> Void = { _ in }
  ) throws {
    self.init(
      list: EditableList(try FruitSnapshot.shelves(layout)), editable: editable,
      configure: configure)
  }

  /// Shows a list; `editable: false` binds the view read-only, to a copy of the list.
  init(
    list: EditableList<Shelf, Fruit>, editable: Bool = true, visibleRowLimit: Int = 20,
    configure: (inout ListBehavior<Fruit>) -> Void = { _ in }
  ) {
    let recorder = DiagnosticRecorder()
    self.recorder = recorder
    self.list = list
    view = HeadlessListView(visibleRowLimit: visibleRowLimit)
    dataSource = ListDataSource(
      surface: view, registration: CellRegistration<FruitCell, Fruit>(),
      diagnostics: recorder.handler)
    var behavior = ListBehavior<Fruit>(allowsDeleting: true, allowsMoving: true)
    configure(&behavior)
    dataSource.behavior = behavior
    token =
      editable ? dataSource.bind(to: list) : dataSource.bind(to: SnapshotProvider(list.snapshot))
    view.layoutIfNeeded()
  }

  /// The kinds of diagnostic the data source reported, in order.
  var diagnosticKinds: [ListDiagnostic.Kind] { recorder.diagnostics.map(\.kind) }

  /// Whether the view shows exactly the list's items, with nothing caught.
  var showsList: Bool {
    view.problems.isEmpty && view.shownTokens == list.snapshot.items.map { ItemToken($0) }
  }
}
