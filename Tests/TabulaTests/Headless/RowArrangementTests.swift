@_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Surfaces) import TabulaTesting
import Testing

/// The layout rule and the reuse model that `HeadlessListView` and the demo's terminal list
/// share.
@MainActor
struct RowArrangementTests {
  private func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(section: section, item: item)
  }

  private func cell(_ dequeued: CellReuse.Dequeued) -> AnyObject? {
    if case .cell(let cell) = dequeued { cell } else { nil }
  }

  @Test func `rows that stay keep their place, deleted rows go, inserted rows are new`() throws {
    let batch = BatchUpdate(deletedItems: [path(0, 1)], insertedItems: [path(0, 0)])
    let arrangement = try #require(RowArrangement(after: batch, oldCounts: [3], newCounts: [3]))
    #expect(
      arrangement.sections == [
        RowArrangement.Section(
          source: 0, isReloaded: false,
          rows: [
            .inserted, .kept(path(0, 0), reloaded: false, reconfigured: false),
            .kept(path(0, 2), reloaded: false, reconfigured: false),
          ])
      ])
  }

  @Test func `a moved row arrives at its destination, in another section too`() throws {
    let batch = BatchUpdate(movedItems: [BatchUpdate.Move(from: path(0, 0), to: path(1, 1))])
    let arrangement = try #require(
      RowArrangement(after: batch, oldCounts: [2, 1], newCounts: [1, 2]))
    #expect(
      arrangement.sections.map(\.rows) == [
        [.kept(path(0, 1), reloaded: false, reconfigured: false)],
        [.kept(path(1, 0), reloaded: false, reconfigured: false), .moved(from: path(0, 0))],
      ])
  }

  @Test func `reloaded and reconfigured rows are marked, and a reloaded section reloads all`()
    throws
  {
    let batch = BatchUpdate(
      reloadedSections: [1], reloadedItems: [path(0, 0)], reconfiguredItems: [path(0, 1)])
    let arrangement = try #require(
      RowArrangement(after: batch, oldCounts: [2, 2], newCounts: [2, 2]))
    #expect(
      arrangement.sections[0].rows == [
        .kept(path(0, 0), reloaded: true, reconfigured: false),
        .kept(path(0, 1), reloaded: false, reconfigured: true),
      ])
    #expect(arrangement.sections.map(\.isReloaded) == [false, true])
    let old = [[HeadlessRow.fresh, .fresh], [.fresh, .fresh]].map { section in
      section.map { row in
        var row = row
        row.needsNewCell = false
        return row
      }
    }
    let rows = arrangement.rows(from: old)
    #expect(rows.map { $0.map(\.needsNewCell) } == [[true, false], [true, true]])
    #expect(rows.map { $0.map(\.needsConfiguration) } == [[false, true], [false, false]])
  }

  @Test func `an inserted section has only new rows`() throws {
    let batch = BatchUpdate(insertedSections: [0])
    let arrangement = try #require(RowArrangement(after: batch, oldCounts: [1], newCounts: [2, 1]))
    #expect(arrangement.sections.map(\.source) == [nil, 0])
    #expect(arrangement.sections[0].rows == [.inserted, .inserted])
  }

  @Test func `counts the batch does not explain cannot be arranged`() {
    #expect(RowArrangement(after: BatchUpdate(), oldCounts: [2], newCounts: [3]) == nil)
    #expect(RowArrangement(after: BatchUpdate(), oldCounts: [2], newCounts: [1]) == nil)
    let outside = BatchUpdate(movedItems: [BatchUpdate.Move(from: path(0, 5), to: path(0, 0))])
    #expect(RowArrangement(after: outside, oldCounts: [2], newCounts: [2]) == nil)
  }

  @Test func `cells are reused from the queue of their identifier before new ones are made`()
    throws
  {
    let prepared = Recorded<ObjectIdentifier>()
    let reuse = CellReuse(makeCell: { _ in FruitCell() }) { prepared.append(ObjectIdentifier($0)) }
    reuse.register(AnyCellRegistration(reuseIdentifier: "fruit", cellClass: FruitCell.self))
    let first = try #require(cell(reuse.dequeue("fruit")))
    reuse.enqueue(first)
    #expect(prepared.values == [ObjectIdentifier(first)])
    let again = try #require(cell(reuse.dequeue("fruit")))
    #expect(ObjectIdentifier(again) == ObjectIdentifier(first))
    #expect(reuse.cellsCreated == 1)
    #expect(cell(reuse.dequeue("vegetable")) == nil)
  }

  @Test func `a reconfigured row gets its own cell back, a hidden row gives its cell up`()
    throws
  {
    let reuse = CellReuse(makeCell: { _ in FruitCell() }, prepareForReuse: { _ in })
    reuse.register(AnyCellRegistration(reuseIdentifier: "fruit", cellClass: FruitCell.self))
    let dequeue = { self.cell(reuse.dequeue("fruit")) }
    var row = HeadlessRow.fresh
    reuse.refresh(&row, isVisible: true, makeCell: dequeue)
    let cell = try #require(row.cell)
    #expect(!row.needsNewCell)
    row.needsConfiguration = true
    reuse.refresh(&row, isVisible: true, makeCell: dequeue)
    #expect(row.cell.map(ObjectIdentifier.init) == ObjectIdentifier(cell))
    #expect(reuse.cellsCreated == 1)
    reuse.refresh(&row, isVisible: false, makeCell: dequeue)
    #expect(row.cell == nil)
    var other = HeadlessRow.fresh
    reuse.refresh(&other, isVisible: true, makeCell: dequeue)
    #expect(other.cell.map(ObjectIdentifier.init) == ObjectIdentifier(cell))
  }
}
