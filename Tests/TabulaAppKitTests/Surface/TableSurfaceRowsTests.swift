@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import Testing

/// A table of ``ListRow``s, each row carrying its own registration, as
/// `TableViewAdapter(tableView:behavior:diagnostics:)` binds one: every registration reaches
/// the view once, each row is configured by its own, and selecting a row runs its handler.
@MainActor
struct TableSurfaceRowsTests {
  @Test func `rows of two registrations register both with the view and configure each`()
    throws
  {
    let titles = CellRegistration<EntryCell, String>(reuseIdentifier: "title") { cell, _, text in
      cell.entry = Entry(0, text)
    }
    let values = CellRegistration<EntryCell, Int>(reuseIdentifier: "value") { cell, _, value in
      cell.entry = Entry(value)
    }
    let selected = Recorded<String>()
    let rows = EditableList(
      try Snapshot<ListSection, ListRow<String>>(sections: [
        SnapshotSection(
          ListSection("Customer"),
          items: [
            ListRow(id: "name", registration: titles, item: "Ada"),
            ListRow(id: "orders", registration: values, item: 3) { selected.append("orders") },
            ListRow(id: "city", registration: titles, item: "London"),
          ])
      ]))
    let host = TableHostModel()
    let surface = TableSurface()
    surface.view = host
    let dataSource = ListDataSource<ListSection, ListRow<String>>(
      surface: surface, diagnostics: .ignore)
    host.model.shown = { ["§0"] + dataSource.snapshot.itemIdentifiers.map(AnyHashable.init) }
    let token = dataSource.bind(to: rows)
    #expect(host.registered.map(\.reuseIdentifier).sorted() == ["title", "value"])
    let orders = try #require(surface.cellView(forRow: 2) as? EntryCell)
    #expect(orders.entry?.id == 3)
    let city = try #require(surface.cellView(forRow: 3) as? EntryCell)
    #expect(city.entry?.name == "London")
    host.userSelects(rows: [2])
    surface.viewSelectionDidChange()
    #expect(selected.values == ["orders"])
    withExtendedLifetime(token) {}
  }
}
