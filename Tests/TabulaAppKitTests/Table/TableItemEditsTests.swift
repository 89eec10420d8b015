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
    var layout = Self.twoSections
    let edits = TableItemEdits.edits(of: batch, in: &layout, edges: { _ in (true, false) })
    // Before: 0 header, 1-3 items, 4 header, 5-6 items; after: the same shape.
    #expect(edits?.removed == RowSet([1..<2, 6..<7]))
    #expect(edits?.inserted == RowSet([3..<4, 5..<6]))
    #expect(edits?.reconfigured == [])
    #expect(layout == Self.twoSections)
  }

  @Test func `a footer that comes with an edit is inserted below its section's items`() {
    var batch = BatchUpdate()
    batch.insertedItems = [ItemPath(section: 0, item: 3)]
    var layout = Self.twoSections
    let edits = TableItemEdits.edits(of: batch, in: &layout, edges: { ($0 >= 0, $0 == 0) })
    // Before: 0 header, 1-3 items, 4 header, 5-6 items; after: 0 header, 1-4 items, 5 footer,
    // 6 header, 7-8 items.
    #expect(edits?.removed.isEmpty == true)
    #expect(edits?.inserted == RowSet([4..<6]))
    #expect(layout.footerRow(ofSection: 0) == 5)
    #expect(layout.content(ofRow: 5) == .footer(section: 0))
    #expect(layout.content(ofRow: 6) == .header(section: 1))
  }

  @Test func `a header that goes with a section's last item is removed with it`() {
    var batch = BatchUpdate()
    batch.deletedItems = [ItemPath(section: 1, item: 0), ItemPath(section: 1, item: 1)]
    var layout = Self.twoSections
    let edits = TableItemEdits.edits(of: batch, in: &layout, edges: { ($0 == 0, false) })
    #expect(edits?.removed == RowSet([4..<7]))
    #expect(edits?.inserted.isEmpty == true)
    #expect(
      layout
        == RowLayout(sections: [
          .init(itemCount: 3, hasHeader: true), .init(itemCount: 0, hasHeader: false),
        ]))
  }

  @Test func `a header that comes with a section's first item is inserted above it`() {
    var batch = BatchUpdate()
    batch.insertedItems = [ItemPath(section: 1, item: 0)]
    var layout = RowLayout(sections: [
      .init(itemCount: 3, hasHeader: true), .init(itemCount: 0, hasHeader: false),
    ])
    let edits = TableItemEdits.edits(of: batch, in: &layout, edges: { _ in (true, false) })
    #expect(edits?.removed.isEmpty == true)
    #expect(edits?.inserted == RowSet([4..<6]))
    #expect(
      layout
        == RowLayout(sections: [
          .init(itemCount: 3, hasHeader: true), .init(itemCount: 1, hasHeader: true),
        ]))
  }

  @Test func `a header that comes below a deletion is inserted where the rows are after it`() {
    var batch = BatchUpdate()
    batch.deletedItems = [ItemPath(section: 0, item: 0)]
    batch.insertedItems = [ItemPath(section: 1, item: 0)]
    var layout = RowLayout(sections: [
      .init(itemCount: 3, hasHeader: true), .init(itemCount: 0, hasHeader: false),
    ])
    let edits = TableItemEdits.edits(of: batch, in: &layout, edges: { _ in (true, false) })
    // Before: 0 header, 1-3 items; after: 0 header, 1-2 items, 3 header, 4 item.
    #expect(edits?.removed == RowSet([1..<2]))
    #expect(edits?.inserted == RowSet([3..<5]))
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
    var beyond = BatchUpdate()
    beyond.insertedItems = [ItemPath(section: 1, item: 3)]
    var noSection = BatchUpdate()
    noSection.insertedItems = [ItemPath(section: 2, item: 0)]
    var overdrawn = BatchUpdate()
    overdrawn.deletedItems = [0, 1, 0].map { ItemPath(section: 1, item: $0) }
    for batch in [moving, reloading, sections, mixed, outside, beyond, noSection, overdrawn] {
      var layout = Self.twoSections
      #expect(TableItemEdits.edits(of: batch, in: &layout, edges: { _ in (true, false) }) == nil)
      #expect(layout == Self.twoSections, "a batch that does not fit left the layout changed")
    }
    var stray = BatchUpdate()
    stray.reconfiguredItems = [ItemPath(section: 1, item: 2)]
    var layout = Self.twoSections
    // The header of section 1 would go, had the batch fit.
    #expect(TableItemEdits.edits(of: stray, in: &layout, edges: { ($0 == 0, false) }) == nil)
    #expect(layout == Self.twoSections, "a reconfigured row out of range left the layout changed")
  }

  @Test func `reconfigured items are configured again at their rows, with no call inside updates`()
    throws
  {
    var batch = BatchUpdate()
    batch.reconfiguredItems = [ItemPath(section: 1, item: 1), ItemPath(section: 0, item: 0)]
    var layout = Self.twoSections
    let edits = try #require(
      TableItemEdits.edits(of: batch, in: &layout, edges: { _ in (true, false) }))
    #expect(edits.removed.isEmpty && edits.inserted.isEmpty)
    #expect(edits.reconfigured == [6, 1])
  }
}
