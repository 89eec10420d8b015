@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit

/// A table view as ``TableSurface`` sees it: ``TableViewModel``'s rows, with a selection and
/// cell views. The selection is kept by each row's view: a moved row stays selected and a
/// removed row leaves the selection. Whatever the table does with its selection in a batch,
/// the data source shows its own again after it, so the tests do not depend on this choice.
@MainActor
final class TableHostModel: TableViewHosting {
  let model = TableViewModel()
  private var selectedViews = Set<Int>()
  private(set) var registered: [AnyCellRegistration] = []
  /// The selection changes the surface made, as AppKit would post them.
  private(set) var selectionCalls: [String] = []

  var selectedRows: [Int] {
    model.rows.indices.filter { selectedViews.contains(model.rows[$0].view) }
  }

  func selectRow(_ row: Int) {
    selectionCalls.append("select \(row)")
    selectedViews.insert(model.rows[row].view)
  }

  func deselectRow(_ row: Int) {
    selectionCalls.append("deselect \(row)")
    selectedViews.remove(model.rows[row].view)
  }

  /// The user clicks rows: the selection becomes them.
  func userSelects(rows: [Int]) {
    selectedViews = Set(rows.map { model.rows[$0].view })
  }

  func registerCellView(_ registration: AnyCellRegistration) { registered.append(registration) }
  func makeCellView(reuseIdentifier: String, for path: ItemPath) -> AnyObject { EntryCell() }

  func beginUpdates() { model.beginUpdates() }
  func endUpdates() { model.endUpdates() }
  func removeRows(_ rows: [Range<Int>]) {
    let removed = Set(rows.joined())
    for index in removed where model.rows.indices.contains(index) {
      selectedViews.remove(model.rows[index].view)
    }
    model.removeRows(rows)
  }
  func insertRows(_ rows: [Range<Int>]) { model.insertRows(rows) }
  func moveRow(at from: Int, to destination: Int) { model.moveRow(at: from, to: destination) }
  func reconfigureRow(_ row: Int) { model.reconfigureRow(row) }
  func reloadData() {
    selectedViews = []
    model.reloadData()
  }
}

/// A list data source driving a ``TableSurface`` over ``TableHostModel``, bound to an editable
/// list.
@MainActor
struct TableSurfaceFixture {
  let host = TableHostModel()
  let surface = TableSurface()
  let dataSource: ListDataSource<Group, Entry>
  let list: EditableList<Group, Entry>
  let token: ObservationToken

  init(_ snapshot: EntrySnapshot, behavior: ListBehavior<Entry> = ListBehavior()) {
    surface.view = host
    dataSource = ListDataSource(surface: surface, registration: .entries, diagnostics: .ignore)
    dataSource.behavior = behavior
    let dataSource = dataSource
    host.model.shown = { dataSource.tableRowIdentities }
    surface.deleteSelection = { dataSource.deleteSelection() }
    surface.typeSelectText = { dataSource.snapshot.item(at: $0)?.name }
    list = EditableList(snapshot)
    token = dataSource.bind(to: list)
  }

  /// A list of titled and untitled sections: "A" holds 1 and 2, an untitled one 3, "C" 4.
  static func sections(behavior: ListBehavior<Entry> = ListBehavior()) throws -> Self {
    Self(
      try EntrySnapshot(sections: [
        SnapshotSection(Group(0, header: "A"), items: [Entry(1), Entry(2)]),
        SnapshotSection(Group(1), items: [Entry(3)]),
        SnapshotSection(Group(2, header: "C"), items: [Entry(4)]),
      ]), behavior: behavior)
  }

  /// What the table shows, row by row.
  var shownIDs: [AnyHashable?] { host.model.rows.map(\.id) }

  /// The identifiers of the rows the table shows selected.
  var selectedIDs: [AnyHashable?] { host.selectedRows.map { host.model.rows[$0].id } }
}
