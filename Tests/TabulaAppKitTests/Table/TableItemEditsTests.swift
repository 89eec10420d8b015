@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// A batch that only deletes, inserts or reconfigures items reaches the table in at most two
/// calls (``TableItemEdits``); any other batch takes the general path.
@MainActor
struct TableItemEditsTests {
  static let twoSections = RowLayout(sections: [
    .init(itemCount: 3, hasHeader: true), .init(itemCount: 2, hasHeader: true),
  ])

  @Test
  func `deletions and insertions in sections with headers are one remove and one insert call`()
    throws
  {
    let table = TableFixture(
      showing: try EntrySnapshot(sections: [
        SnapshotSection(Group(1, header: "One"), items: [Entry(10), Entry(11), Entry(12)]),
        SnapshotSection(Group(2, header: "Two"), items: [Entry(20), Entry(21)]),
      ]))
    let views = table.surface.model.viewsByID
    table.apply(
      try EntrySnapshot(sections: [
        SnapshotSection(Group(1, header: "One"), items: [Entry(10), Entry(12)]),
        SnapshotSection(Group(2, header: "Two"), items: [Entry(20), Entry(22), Entry(21)]),
      ]))
    #expect(table.shownIDs == ["§1", 10, 12, "§2", 20, 22, 21] as [AnyHashable?])
    #expect(table.surface.model.calls.suffix(2) == ["removeRows [2..<3]", "insertRows [5..<6]"])
    #expect(table.surface.model.violations.isEmpty)
    for id in [10, 12, 20, 21] as [AnyHashable] {
      #expect(table.surface.model.viewsByID[id] == views[id], "\(id) changed its view")
    }
  }

  @Test func `rows are numbered before the batch for removals and after it for insertions`() {
    var batch = BatchUpdate()
    batch.deletedItems = [ItemPath(section: 0, item: 0), ItemPath(section: 1, item: 1)]
    batch.insertedItems = [ItemPath(section: 0, item: 2), ItemPath(section: 1, item: 0)]
    let edits = TableItemEdits(batch, from: Self.twoSections, to: Self.twoSections)
    // Before: 0 header, 1-3 items, 4 header, 5-6 items; after: the same shape.
    #expect(edits?.removed == RowSet([1..<2, 6..<7]))
    #expect(edits?.inserted == RowSet([3..<4, 5..<6]))
    #expect(edits?.reconfigured == [])
  }

  @Test func `a header that goes with a section's last item is removed with it`() {
    var batch = BatchUpdate()
    batch.deletedItems = [ItemPath(section: 1, item: 0), ItemPath(section: 1, item: 1)]
    let new = RowLayout(sections: [
      .init(itemCount: 3, hasHeader: true), .init(itemCount: 0, hasHeader: false),
    ])
    let edits = TableItemEdits(batch, from: Self.twoSections, to: new)
    #expect(edits?.removed == RowSet([4..<7]))
    #expect(edits?.inserted.isEmpty == true)
  }

  @Test
  func `a batch that moves, reloads, touches a section or does not fit takes the general path`() {
    let path = ItemPath(section: 0, item: 1)
    var moving = BatchUpdate()
    moving.movedItems = [.init(from: path, to: ItemPath(section: 1, item: 0))]
    var reloading = BatchUpdate()
    reloading.reloadedItems = [path]
    var sections = BatchUpdate()
    sections.reloadedSections = [1]
    var mixed = BatchUpdate()
    mixed.deletedItems = [path]
    mixed.reconfiguredItems = [ItemPath(section: 0, item: 0)]
    var outside = BatchUpdate()
    outside.deletedItems = [ItemPath(section: 0, item: 3)]
    var uncounted = BatchUpdate()
    uncounted.insertedItems = [path]
    for batch in [moving, reloading, sections, mixed, outside, uncounted] {
      #expect(TableItemEdits(batch, from: Self.twoSections, to: Self.twoSections) == nil)
    }
  }

  @Test func `reconfigured items are configured again at their rows, with no call inside updates`()
    throws
  {
    var batch = BatchUpdate()
    batch.reconfiguredItems = [ItemPath(section: 1, item: 1), ItemPath(section: 0, item: 0)]
    let edits = try #require(
      TableItemEdits(batch, from: Self.twoSections, to: Self.twoSections))
    #expect(edits.removed.isEmpty && edits.inserted.isEmpty)
    #expect(edits.reconfigured == [6, 1])
  }
}
