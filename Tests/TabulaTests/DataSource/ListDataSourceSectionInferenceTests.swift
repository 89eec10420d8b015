import Tabula
import TabulaTesting
import Testing

/// `ListDataSource(surface:registration:)` infers ``ListSection`` when nothing says otherwise,
/// and every spelling that compiled before still picks the same data source.
@MainActor
struct ListDataSourceSectionInferenceTests {
  @Test func `a one-section list needs no generic arguments`() throws {
    let view = HeadlessListView()
    let dataSource = ListDataSource(
      surface: view, registration: CellRegistration<FruitCell, Fruit>(), diagnostics: .ignore)
    #expect(type(of: dataSource) == ListDataSource<ListSection, Fruit>.self)
    let snapshot = try Snapshot { SnapshotSection("Fruits") { Fruit(1) } }
    dataSource.apply(snapshot)
    view.layoutIfNeeded()
    #expect(view.shownTokens == [ItemToken(Fruit(1))])
  }

  @Test func `explicit generic arguments and other section models still compile`() {
    let view = HeadlessListView()
    let listSections = ListDataSource<ListSection, Fruit>(
      surface: view, registration: CellRegistration<FruitCell, Fruit>(), diagnostics: .ignore)
    let shelves = ListDataSource<Shelf, Fruit>(
      surface: HeadlessListView(), registration: CellRegistration<FruitCell, Fruit>())
    let inferredFromContext: ListDataSource<Shelf, Fruit> = ListDataSource(
      surface: HeadlessListView(), registration: CellRegistration<FruitCell, Fruit>())
    #expect(listSections.surface === view)
    #expect(shelves.snapshot.numberOfSections == 0)
    #expect(inferredFromContext.snapshot.numberOfSections == 0)
  }
}
