@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// Reordering an outline's rows by dragging them within and across levels, as
/// ``OutlineSurface`` answers `NSOutlineViewDataSource`'s drag methods, on a model of the
/// outline view bound to an editable list (``OutlineDragFixture``).
///
/// Apple's documentation of `setDropItem(_:dropChildIndex:)`: "to specify a drop on
/// `someOutlineItem`, you specify `item` as `someOutlineItem` and `index` as
/// `NSOutlineViewDropOnItemIndex`. To specify a drop between child 2 and 3 of
/// `someOutlineItem`, you specify `item` as `someOutlineItem` and `index` as 3".
@MainActor
struct OutlineDraggingTests {
  /// 1 with 10 and 11 under it, 2 with 20, both expanded: rows 1 10 11 2 20.
  static func outline(behavior: ListBehavior<Entry> = .movable) throws
    -> OutlineDragFixture
  {
    OutlineDragFixture(
      try OutlineViewUpdateTests.outline([(1, [10, 11]), (2, [20])]), expanded: [1, 2],
      behavior: behavior)
  }

  @Test func `a child dropped at the top level becomes a top-level row`() throws {
    let outline = try Self.outline()
    let outcome = outline.drag(11, to: .child(0, of: nil))
    #expect(outcome.dragged == [11])
    #expect(outcome.shown == .child(0, of: nil))
    #expect(outcome.accepted == true)
    #expect(outline.providerOutline == [["11", "1", "10<1", "2", "20<2"]])
    #expect(outline.host.shownIDs == [11, 1, 10, 2, 20])
    #expect(outline.host.violations.isEmpty)
  }

  @Test func `a row dropped among another row's children joins them there`() throws {
    let outline = try Self.outline()
    let outcome = outline.drag(20, to: .child(1, of: 1))
    #expect(outcome.shown == .child(1, of: 1))
    #expect(outline.providerOutline == [["1", "10<1", "20<1", "11<1", "2"]])
    #expect(outline.host.shownIDs == [1, 10, 20, 11, 2])
  }

  @Test func `a row moves with its children`() throws {
    let outline = try Self.outline()
    let outcome = outline.drag(1, to: .child(2, of: nil))
    #expect(outcome.shown == .child(2, of: nil))
    #expect(outline.providerOutline == [["2", "20<2", "1", "10<1", "11<1"]])
    #expect(outline.host.shownIDs == [2, 20, 1, 10, 11])
  }

  @Test func `a drop onto a row that shows children goes before its first child`() throws {
    let outline = try Self.outline()
    let outcome = outline.drag(20, to: .on(1))
    #expect(outcome.shown == .child(0, of: 1))
    #expect(outline.providerOutline == [["1", "20<1", "10<1", "11<1", "2"]])
  }

  @Test func `a drop onto a row without children goes before it, among its siblings`() throws {
    let outline = try Self.outline()
    let outcome = outline.drag(10, to: .on(20))
    #expect(outcome.shown == .child(0, of: 2))
    #expect(outline.providerOutline == [["1", "11<1", "2", "10<2", "20<2"]])
  }

  @Test func `a drop after a parent's last child is shown where it lands, before the next row`()
    throws
  {
    // The data source puts a dropped row before the row that follows it, at that row's level:
    // after 11, the next row is 2, at the top level.
    let outline = try Self.outline()
    let outcome = outline.drag(20, to: .child(2, of: 1))
    #expect(outcome.shown == .child(1, of: nil))
    #expect(outline.providerOutline == [["1", "10<1", "11<1", "20", "2"]])
  }

  @Test func `a drop after the last row lands at the end of the top level`() throws {
    let outline = try Self.outline()
    let outcome = outline.drag(10, to: .child(1, of: 2))
    #expect(outcome.shown == .child(2, of: nil))
    #expect(outline.providerOutline == [["1", "11<1", "2", "20<2", "10"]])
  }

  @Test func `a drop onto the whole view lands at the end of the top level`() throws {
    let outline = try Self.outline()
    let outcome = outline.drag(11, to: OutlineDrop(parent: nil, childIndex: OutlineDrop.onItem))
    #expect(outcome.shown == .child(2, of: nil))
    #expect(outline.providerOutline == [["1", "10<1", "2", "20<2", "11"]])
  }

  @Test func `a row dropped among its own children is refused and nothing moves`() throws {
    let outline = try Self.outline()
    let outcome = outline.drag(1, to: .child(1, of: 1))
    #expect(outcome.shown == nil)
    #expect(outcome.accepted == nil)
    #expect(outline.providerOutline == [["1", "10<1", "11<1", "2", "20<2"]])
  }

  @Test func `places outside the outline are refused`() throws {
    let outline = try Self.outline()
    for place in [OutlineDrop.child(3, of: nil), .child(-2, of: 1), .child(0, of: 99)] {
      #expect(outline.drag(11, to: place).shown == nil, "\(place)")
    }
    #expect(outline.providerOutline == [["1", "10<1", "11<1", "2", "20<2"]])
  }

  @Test func `a collapsed row's children are not places to drop: a drop in it goes after it`()
    throws
  {
    let outline = OutlineDragFixture(
      try OutlineViewUpdateTests.outline([(1, [10, 11]), (2, [20])]), expanded: [2])
    #expect(outline.host.shownIDs == [1, 2, 20])
    let outcome = outline.drag(20, to: .child(0, of: 1))
    #expect(outcome.shown == .child(1, of: nil))
    #expect(outline.providerOutline == [["1", "10<1", "11<1", "20", "2"]])
  }

  @Test func `the top level runs on across sections, each row landing in its neighbour's section`()
    throws
  {
    let snapshot = try EntrySnapshot(sections: [
      SnapshotSection(Group(0), items: [Entry(1), Entry(2)]),
      SnapshotSection(Group(1), items: [Entry(3)]),
    ])
    let outline = OutlineDragFixture(snapshot)
    #expect(outline.surface.numberOfChildren(of: nil) == 3)
    outline.drag(1, to: .child(2, of: nil))
    #expect(outline.providerOutline == [["2"], ["1", "3"]])
    outline.drag(3, to: .child(3, of: nil))
    #expect(outline.providerOutline == [["2"], ["1", "3"]])
    outline.drag(2, to: .child(3, of: nil))
    #expect(outline.providerOutline == [[], ["1", "3", "2"]])
  }

  @Test func `several selected rows drag together and land in list order, as one step`() throws {
    let outline = try Self.outline()
    outline.select([10, 20])
    let outcome = outline.drag(10, to: .child(0, of: nil))
    #expect(outcome.dragged == [10, 20])
    #expect(outcome.shown == .child(0, of: nil))
    #expect(outline.providerOutline == [["10", "20", "1", "11<1", "2"]])
    #expect(outline.list.history.undoSteps.count == 1)
    _ = try outline.list.undo()
    #expect(outline.providerOutline == [["1", "10<1", "11<1", "2", "20<2"]])
  }

  @Test func `a selected row under another selected row moves with it, in its subtree`() throws {
    let outline = try Self.outline()
    outline.select([1, 11])
    let outcome = outline.drag(11, to: .child(2, of: nil))
    #expect(outcome.dragged == [1, 11])
    #expect(outline.providerOutline == [["2", "20<2", "1", "10<1", "11<1"]])
  }

  @Test func `several rows dropped among the children of one of them are refused`() throws {
    let outline = try Self.outline()
    outline.select([1, 20])
    let outcome = outline.drag(20, to: .child(1, of: 1))
    #expect(outcome.shown == nil)
    #expect(outline.providerOutline == [["1", "10<1", "11<1", "2", "20<2"]])
  }

  @Test func `rows of a list that does not allow moving are not dragged`() throws {
    let outline = try Self.outline(behavior: ListBehavior())
    #expect(outline.lift(10).isEmpty)
    #expect(outline.surface.validateDrop(.child(0, of: nil)) == nil)
    #expect(outline.surface.acceptDrop(.child(0, of: nil)) == false)
  }

  @Test func `a drop AppKit hands over as first proposed lands where it was validated`() throws {
    let outline = try Self.outline()
    #expect(outline.lift(20) == [20])
    #expect(outline.surface.validateDrop(.child(2, of: 1)) == .child(1, of: nil))
    #expect(outline.surface.acceptDrop(.child(2, of: 1)))
    outline.surface.dragDidEnd()
    #expect(outline.providerOutline == [["1", "10<1", "11<1", "20", "2"]])
  }

  @Test func `the object of a retargeted parent is the one the view holds`() throws {
    let outline = try Self.outline()
    #expect(outline.lift(20) == [20])
    let shown = try #require(outline.surface.validateDrop(.on(1)))
    #expect(outline.surface.parentObject(of: shown) === outline.object(1))
    #expect(outline.surface.parentObject(of: .child(0, of: nil)) == nil)
    outline.surface.dragDidEnd()
  }

  @Test func `the end of the drag forgets the dragged row`() throws {
    let outline = try Self.outline()
    #expect(outline.lift(10) == [10])
    outline.surface.dragDidEnd()
    #expect(outline.surface.validateDrop(.child(0, of: nil)) == nil)
    #expect(outline.providerOutline == [["1", "10<1", "11<1", "2", "20<2"]])
  }
}
