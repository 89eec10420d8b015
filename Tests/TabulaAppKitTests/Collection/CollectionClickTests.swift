@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import Testing

/// Double-clicks and context menus on a collection view's items, decided by its surface.
/// `NSCollectionView` reports neither to its delegate; a ``ListCollectionView`` finds the item
/// under the click (`indexPathForItem(at:)`, `nil` between items) and hands it over. Its menu
/// follows AppKit's convention for a table's `clickedRow` ("check to see if `clickedRow` is one
/// of the rows the user selected and if it is, perform the contextual menu operation on all of
/// the selected rows"), as ``ListViewClickTests`` checks for tables.
@MainActor
struct CollectionClickTests {
  @Test func `a double-click on an item runs the primary action for it, and between items nothing`()
    throws
  {
    let collection = try CollectionSurfaceFixture.sections()
    let log = ClickLog()
    #expect(!collection.surface.userDidDoubleClickItem(at: ItemPath(section: 1, item: 0)))
    collection.surface.primaryAction = { log.paths.append($0) }
    #expect(collection.surface.userDidDoubleClickItem(at: ItemPath(section: 1, item: 0)))
    #expect(!collection.surface.userDidDoubleClickItem(at: nil))
    #expect(!collection.surface.userDidDoubleClickItem(at: ItemPath(section: 1, item: 2)))
    #expect(!collection.surface.userDidDoubleClickItem(at: ItemPath(section: 2, item: 0)))
    #expect(log.paths == [ItemPath(section: 1, item: 0)])
  }

  @Test func `a menu on an item of a multiple selection acts on every selected item`() throws {
    let log = ClickLog()
    let collection = try CollectionSurfaceFixture.sections(behavior: .opening(into: log))
    collection.host.userSelects([ItemPath(section: 0, item: 1), ItemPath(section: 1, item: 1)])
    collection.surface.viewSelectionDidChange()
    let actions = collection.surface.menuActions(forItemAt: ItemPath(section: 1, item: 1))
    #expect(actions.map(\.title) == ["Open"])
    #expect(try #require(actions.first).perform())
    #expect(log.ids.sorted() == [2, 4])
  }

  @Test func `a menu on an item outside the selection acts on it alone, and between items none`()
    throws
  {
    let log = ClickLog()
    let collection = try CollectionSurfaceFixture.sections(behavior: .opening(into: log))
    collection.host.userSelects([ItemPath(section: 0, item: 1), ItemPath(section: 1, item: 1)])
    collection.surface.viewSelectionDidChange()
    let actions = collection.surface.menuActions(forItemAt: ItemPath(section: 0, item: 0))
    #expect(try #require(actions.first).perform())
    #expect(log.ids == [1])
    #expect(collection.surface.menuActions(forItemAt: nil).isEmpty)
    #expect(collection.surface.menuActions(forItemAt: ItemPath(section: 0, item: 5)).isEmpty)
  }

  @Test func `Delete from a menu on the selection deletes every selected item as one step`() throws
  {
    var behavior = ListBehavior<Entry>(allowsDeleting: true)
    behavior.allowsMultipleSelection = true
    behavior.contextMenuActions = { _, _ in [.delete()] }
    let collection = try CollectionSurfaceFixture.sections(behavior: behavior)
    collection.host.userSelects([ItemPath(section: 0, item: 0), ItemPath(section: 1, item: 1)])
    collection.surface.viewSelectionDidChange()
    let delete = try #require(
      collection.surface.menuActions(forItemAt: ItemPath(section: 0, item: 0)).first)
    #expect(delete.perform())
    #expect(collection.shownIDs == [[2], [3]])
    #expect(collection.list.history.undoSteps.count == 1)
    #expect(collection.host.model.violations.isEmpty)
  }
}
