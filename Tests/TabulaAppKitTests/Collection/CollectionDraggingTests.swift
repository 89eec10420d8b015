@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import Testing

/// Items dragged within a collection view, driven as `NSCollectionView` drives its delegate
/// (``CollectionSurfaceFixture/drag(_:to:)``): the collection view proposes `.on` "when the
/// mouse is closer to the middle of an item than to its edges" and `.before` otherwise, and
/// the delegate "can suggest a better drop location" (`NSCollectionView.h`, macOS 14 SDK;
/// Apple's documentation of `collectionView(_:validateDrop:proposedIndexPath:dropOperation:)`).
/// The list reorders, so every place shown is before an item, or one past a section's last.
@MainActor
struct CollectionDraggingTests {
  @Test func `an item dropped before another lands there, as one undoable step`() throws {
    let collection = try CollectionSurfaceFixture.sections(behavior: .movable)
    let outcome = collection.drag(ItemPath(section: 0, item: 0), to: .before(1, 1))
    #expect(outcome.dragged == [ItemPath(section: 0, item: 0)])
    #expect(outcome.shown == .before(1, 1))
    #expect(outcome.accepted == true)
    #expect(collection.providerIDs == [[2], [3, 1, 4]])
    #expect(collection.shownIDs == [[2], [3, 1, 4]])
    #expect(collection.host.model.violations.isEmpty)
    #expect(collection.list.history.undoSteps.count == 1)
  }

  @Test func `a drop onto an item goes before it, and the view shows it there`() throws {
    let collection = try CollectionSurfaceFixture.sections(behavior: .movable)
    let outcome = collection.drag(ItemPath(section: 1, item: 1), to: .on(0, 1))
    #expect(outcome.shown == .before(0, 1))
    #expect(collection.providerIDs == [[1, 4, 2], [3]])
  }

  @Test func `the place after a section's last item takes the items to its end`() throws {
    let collection = try CollectionSurfaceFixture.sections(behavior: .movable)
    let outcome = collection.drag(ItemPath(section: 1, item: 0), to: .before(0, 2))
    #expect(outcome.shown == .before(0, 2))
    #expect(collection.providerIDs == [[1, 2, 3], [4]])
  }

  @Test func `a drag of a selected item carries every selected item, in list order`() throws {
    let collection = try CollectionSurfaceFixture.sections(behavior: .movable)
    collection.select([ItemPath(section: 1, item: 1), ItemPath(section: 0, item: 0)])
    let outcome = collection.drag(ItemPath(section: 1, item: 1), to: .before(1, 0))
    #expect(outcome.dragged == [ItemPath(section: 0, item: 0), ItemPath(section: 1, item: 1)])
    #expect(collection.providerIDs == [[2], [1, 4, 3]])
    #expect(collection.host.model.violations.isEmpty)
    _ = try collection.list.undo()
    #expect(collection.providerIDs == [[1, 2], [3, 4]])
  }

  @Test func `places outside the view and drops the move rule refuses change nothing`() throws {
    var behavior = ListBehavior<Entry>.movable
    behavior.moveRule = { _, _, to in to.section == 1 ? .refused(reason: "locked") : .allowed }
    let collection = try CollectionSurfaceFixture.sections(behavior: behavior)
    for place in [
      CollectionDrop.before(0, 3), .on(0, 2), .before(2, 0), .before(-1, 0), .before(1, 0),
    ] {
      let outcome = collection.drag(ItemPath(section: 0, item: 0), to: place)
      #expect(outcome.shown == nil, "\(place)")
      #expect(outcome.accepted == nil, "\(place)")
    }
    #expect(collection.providerIDs == [[1, 2], [3, 4]])
    #expect(collection.list.history.undoSteps.isEmpty)
  }

  @Test func `a list that does not let its items move drags nothing`() throws {
    let collection = try CollectionSurfaceFixture.sections()
    #expect(!collection.surface.dragsItem(at: ItemPath(section: 0, item: 0)))
    #expect(collection.surface.validateDrop(.before(1, 0)) == nil)
    #expect(!collection.surface.dragsItem(at: ItemPath(section: 4, item: 0)))
  }

  @Test func `a drop AppKit hands at the place first proposed lands where validated`() throws {
    let collection = try CollectionSurfaceFixture.sections(behavior: .movable)
    #expect(collection.surface.dragsItem(at: ItemPath(section: 0, item: 0)))
    #expect(collection.surface.validateDrop(.on(1, 0)) == .before(1, 0))
    #expect(collection.surface.acceptDrop(.on(1, 0)))
    collection.surface.dragDidEnd()
    #expect(collection.providerIDs == [[2], [1, 3, 4]])
  }
}
