import Tabula
import TabulaTesting
import Testing

/// The README's outline example, line for line, so that it stays true.
@MainActor
struct ReadmeOutlineTests {
  struct Place: Identifiable, Equatable {
    let id: String
    var parentID: String?
  }

  final class PlaceCell: ConfigurableCell, HeadlessConstructibleCell {
    init() {}
    func configure(with place: Place, at path: ItemPath) {}
  }

  @Test func `the outline example expands, reveals and answers as the README says`() throws {
    let (europe, asia) = (Place(id: "Europe"), Place(id: "Asia"))
    let (france, italy) = (Place(id: "France"), Place(id: "Italy"))
    let paris = Place(id: "Paris", parentID: "France")
    let cities = [paris, Place(id: "Rome", parentID: "Italy")]
    let view = HeadlessListView()
    let dataSource = ListDataSource(
      surface: view, registration: CellRegistration<PlaceCell, Place>())

    var world = try Snapshot<ListSection, Place> {
      SnapshotSection("World") {
        europe
        asia
      }
    }
    try world.appendItems([france, italy], under: europe.id)  // or from a parent column:
    try world.appendItems(cities, toSection: "World", parent: \.parentID)
    dataSource.apply(world)  // shows Europe and Asia
    #expect(dataSource.snapshot.itemIdentifiers == ["Europe", "Asia"])
    dataSource.expand([europe.id])  // France and Italy slide in under Europe
    #expect(dataSource.snapshot.itemIdentifiers == ["Europe", "France", "Italy", "Asia"])
    dataSource.reveal(paris.id)  // expands France too, and scrolls Paris to the top
    #expect(dataSource.snapshot.itemIdentifiers == ["Europe", "France", "Paris", "Italy", "Asia"])
    #expect(world.level(of: paris.id) == 2)
    #expect(world.parent(of: paris.id) == france.id)
    #expect(dataSource.fullSnapshot.numberOfItems == 6)
    #expect(view.problems.isEmpty)
    #expect(view.simulateUserToggleExpansion(at: ItemPath(section: 0, item: 0)))
    #expect(dataSource.snapshot.itemIdentifiers == ["Europe", "Asia"])
  }
}
