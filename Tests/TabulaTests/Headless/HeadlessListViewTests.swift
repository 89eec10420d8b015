@_spi(Surfaces) import Tabula
@_spi(Surfaces) import TabulaTesting
import Testing

/// A surface-side data source that changes its counts without telling the truth in its
/// batches: the deliberately wrong adapter.
@MainActor
private final class LyingDataSource: ListSurfaceClient {
  var counts: [Int]
  var flavour = "fresh"
  init(_ counts: [Int]) { self.counts = counts }
  var numberOfSections: Int { counts.count }
  func numberOfItems(inSectionAt section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }
  func cell(for surface: any ListSurface, at path: ItemPath) -> AnyObject? {
    surface.dequeueCell(withReuseIdentifier: "cell", for: path)
  }
  func shownItem(at path: ItemPath) -> (any Identifiable & Equatable)? {
    Fruit(path.item, "\(flavour) \(path.item)")
  }
}

@MainActor
struct HeadlessListViewTests {
  @Test func `counts changed outside the batch are caught with UIKit's message`() {
    let view = HeadlessListView()
    let dataSource = LyingDataSource([3])
    view.client = dataSource
    view.registerCell(AnyCellRegistration(reuseIdentifier: "cell", cellClass: FruitCell.self))
    view.layoutIfNeeded()
    var finished: Bool?
    view.performBatchUpdates(BatchUpdate()) {
      dataSource.counts = [4]
    } completion: {
      finished = $0
    }
    #expect(finished == false)
    #expect(
      view.problems.first?.message.hasPrefix(
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
          + "existing section after the update (4) must be equal to the number of rows contained "
          + "in that section before the update (3)") == true)
    // It recovers like reloadData().
    #expect(view.counts == [4])
  }

  @Test func `an unregistered identifier is caught`() {
    let view = HeadlessListView()
    let dataSource = LyingDataSource([1])
    view.client = dataSource
    view.layoutIfNeeded()
    #expect(
      view.problems.map(\.kind) == [
        .unregisteredIdentifier("cell"), .missingCell(ItemPath(section: 0, item: 0)),
      ]
        || view.problems.map(\.kind) == [.unregisteredIdentifier("cell")])
  }

  @Test func `a row whose content changed without an update is caught`() {
    let view = HeadlessListView()
    let dataSource = LyingDataSource([2])
    view.client = dataSource
    view.registerCell(AnyCellRegistration(reuseIdentifier: "cell", cellClass: FruitCell.self))
    view.layoutIfNeeded()
    #expect(view.problems.isEmpty)
    // The content changes, but the batch reconfigures nothing: both rows are stale.
    view.performBatchUpdates(BatchUpdate()) {
      dataSource.flavour = "ripe"
    } completion: { _ in
    }
    #expect(
      view.problems.map(\.kind) == [
        .wrongRow(ItemPath(section: 0, item: 0)), .wrongRow(ItemPath(section: 0, item: 1)),
      ])
    view.performBatchUpdates(
      BatchUpdate(reconfiguredItems: [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1)])
    ) {
    } completion: { _ in
    }
    #expect(view.problems.count == 2)
  }

  @Test func `only the visible window has cells, and scrolled-out cells are reused`() throws {
    let (view, dataSource) = HeadlessListView.showingFruits(
      try .shelves([Array(1...100)]), visibleRowLimit: 5)
    #expect(view.cellsCreated == 5)
    dataSource.apply(try .shelves([Array(50...150)]))
    #expect(view.problems.isEmpty)
    #expect(view.cellsCreated <= 10)
    #expect(view.rows.joined().filter { $0.cell != nil }.count == 5)
  }

  @Test func `a reconfigured row keeps its cell`() throws {
    let (view, dataSource) = HeadlessListView.showingFruits(try .shelves([[1, 2]]))
    let cell = try #require(view.rows.first?.first?.cell as? FruitCell)
    var changed = dataSource.snapshot
    try changed.updateItems([Fruit(1, "ripe")])
    dataSource.apply(changed)
    #expect(view.rows.first?.first?.cell === cell)
    #expect(cell.shown == Fruit(1, "ripe"))
    #expect(cell.reuseCount == 0)
  }
}
