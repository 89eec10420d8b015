@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// The Mac's table, outline and collection view keep the user's place across updates
/// (`ScrollAnchoring`), on a model of the scroll view: rows inserted above the visible area
/// leave the rows the user reads where they were, as TabulaUIKit's views do. Without it,
/// AppKit's clip view keeps its bounds' origin (`NSClipView`'s documentation: the bounds'
/// origin is where the document view shows, changed by `scroll(to:)`), so rows inserted above
/// push the visible rows down.
@MainActor
struct ListViewAnchoringTests {
  static func entries(_ ids: [Int]) throws -> EntrySnapshot {
    try EntrySnapshot(sections: [SnapshotSection(Group(0), items: ids.map { Entry($0) })])
  }

  @Test func `rows inserted above the first visible row leave it where it was`() throws {
    let table = AnchoredTableFixture(showing: try Self.entries(Array(1...40)))
    table.scroll.visibleTop = 197
    let viewport = try #require(table.surface.scrollViewport)
    // The first whole row: entry 9's top is 3 points below the area's top.
    let anchor = try #require(viewport.rows.first { $0.top >= 0 })
    #expect(anchor.path == ItemPath(section: 0, item: 8))
    #expect(anchor.top == 3)

    table.dataSource.apply(try Self.entries(Array(101...105) + Array(1...40)), animated: true)
    #expect(table.host.model.violations.isEmpty)
    #expect(table.scroll.violations.isEmpty)
    #expect(table.offset(of: 9) == 3)
    #expect(table.scroll.visibleTop > 197)
  }

  @Test func `without anchoring, rows inserted above push the visible rows down`() throws {
    let table = AnchoredTableFixture(showing: try Self.entries(Array(1...40)), anchoring: .none)
    table.scroll.visibleTop = 197
    table.dataSource.apply(try Self.entries(Array(101...105) + Array(1...40)), animated: true)
    #expect(table.scroll.visibleTop == 197)
    #expect(table.scroll.scrolls.isEmpty)
    #expect(table.offset(of: 9) != 3)
  }

  @Test func `a list at its top stays at its top, where the new rows show`() throws {
    let table = AnchoredTableFixture(showing: try Self.entries(Array(1...40)))
    table.dataSource.apply(try Self.entries([100] + Array(1...40)), animated: true)
    #expect(table.scroll.visibleTop == 0)
    #expect(table.offset(of: 100) == 0)
  }

  @Test func `a list at its bottom that sticks there stays at its bottom as rows are appended`()
    throws
  {
    let table = AnchoredTableFixture(
      showing: try Self.entries(Array(1...40)), anchoring: .stickToBottom)
    table.scroll.visibleTop = table.scroll.highestTop
    try #require(table.surface.scrollViewport?.isAtBottom == true)
    table.dataSource.apply(try Self.entries(Array(1...43)), animated: true)
    #expect(table.scroll.visibleTop == table.scroll.highestTop)
    #expect(table.scroll.violations.isEmpty)
    let last = try #require(table.offset(of: 43))
    #expect(last + ScrollViewModel.rowHeight(43) == 100)
  }

  @Test func `group rows are never anchors, and rows inserted in a section above keep the place`()
    throws
  {
    let snapshot = try EntrySnapshot(sections: [
      SnapshotSection(Group(0, header: "A"), items: (1...10).map { Entry($0) }),
      SnapshotSection(Group(1, header: "B"), items: (11...30).map { Entry($0) }),
    ])
    let table = AnchoredTableFixture(showing: snapshot)
    // Section B's group row is at 268 to 286 points; the area starts on it.
    table.scroll.visibleTop = 268
    let viewport = try #require(table.surface.scrollViewport)
    #expect(viewport.rows.first?.path == ItemPath(section: 1, item: 0))
    #expect(viewport.rows.first?.top == 18)

    var next = snapshot
    try next.insertItems([Entry(50), Entry(51)], at: ItemPath(section: 0, item: 3))
    table.dataSource.apply(next, animated: true)
    #expect(table.host.model.violations.isEmpty)
    #expect(table.offset(of: 11) == 18)
  }

  @Test func `an outline keeps its first visible row where it was when rows are inserted above`()
    throws
  {
    let outline = AnchoredOutlineFixture(
      showing: try OutlineViewUpdateTests.outline([(1, Array(10...19)), (2, Array(20...29))]),
      expanded: [1, 2])
    outline.scroll.visibleTop = 250
    let anchor = try #require(outline.surface.scrollViewport?.rows.first { $0.top >= 0 })
    let id = try #require(outline.dataSource.snapshot.item(at: anchor.path)?.id)

    outline.dataSource.apply(
      try OutlineViewUpdateTests.outline([(1, Array(10...19) + [40, 41, 42]), (2, Array(20...29))]),
      animated: true)
    #expect(outline.host.violations.isEmpty)
    #expect(outline.scroll.violations.isEmpty)
    #expect(outline.offset(of: id) == anchor.top)
  }

  @Test func `updates wait while the user scrolls and apply once the scroll ends`() throws {
    let table = AnchoredTableFixture(showing: try Self.entries(Array(1...40)))
    table.scroll.isUserScrolling = true
    table.dataSource.apply(try Self.entries(Array(1...41)), animated: true)
    #expect(table.host.model.rows.count == 40)
    table.scroll.isUserScrolling = false
    table.surface.userDidEndScrolling()
    #expect(table.host.model.rows.count == 41)
  }

  @Test func `a collection view numbers its items across sections, headers left out`() throws {
    let snapshot = try EntrySnapshot(sections: [
      SnapshotSection(Group(0, header: "A"), items: (1...3).map { Entry($0) }),
      SnapshotSection(Group(1), items: []),
      SnapshotSection(Group(2, header: "C"), items: (4...6).map { Entry($0) }),
    ])
    let collection = AnchoredCollectionFixture(showing: snapshot)
    #expect(collection.surface.itemPath(ofRow: 3) == ItemPath(section: 2, item: 0))
    #expect(collection.surface.row(of: ItemPath(section: 2, item: 2)) == 5)
    #expect(collection.surface.itemPath(ofRow: 6) == nil)
    #expect(collection.surface.row(of: ItemPath(section: 1, item: 0)) == nil)
    let rows = (0..<6).compactMap { collection.surface.itemPath(ofRow: $0) }
    #expect(rows.compactMap(collection.surface.row(of:)) == Array(0..<6))
  }

  @Test func `a collection view keeps its first visible item where it was when items come above`()
    throws
  {
    let collection = AnchoredCollectionFixture(showing: try Self.entries(Array(1...40)))
    collection.scroll.visibleTop = 197
    let anchor = try #require(collection.surface.scrollViewport?.rows.first { $0.top >= 0 })
    #expect(anchor.path == ItemPath(section: 0, item: 8))

    collection.dataSource.apply(
      try Self.entries(Array(101...105) + Array(1...40)), animated: true)
    #expect(collection.host.model.violations.isEmpty)
    #expect(collection.scroll.violations.isEmpty)
    #expect(collection.offset(of: 9) == anchor.top)
    #expect(collection.scroll.visibleTop > 197)
  }

  @Test func `a collection view's updates wait while the user scrolls`() throws {
    let collection = AnchoredCollectionFixture(showing: try Self.entries(Array(1...40)))
    collection.scroll.isUserScrolling = true
    collection.dataSource.apply(try Self.entries(Array(1...41)), animated: true)
    #expect(collection.shownIDs.count == 40)
    collection.scroll.isUserScrolling = false
    collection.surface.userDidEndScrolling()
    #expect(collection.shownIDs.count == 41)
  }
}
