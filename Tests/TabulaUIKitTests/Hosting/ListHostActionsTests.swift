@_spi(Hosting) @_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Hosting) import TabulaUIKit
import Testing

// The gestures are the stand-in's (long press, swipe, chosen menu command).
#if os(Linux)
@_spi(StandIn) import UIKit

/// What a hosted list's modifiers make of the user's gestures: a tap outside edit mode runs the
/// primary action or a row's navigation, a long press opens the view's menu for the pressed
/// row or the selection it belongs to, `onDelete` and `onMove` take the user's edits in place
/// of the provider, and the swipes of a row the list offers nothing for are left to the row.
@MainActor
struct ListHostActionsTests {
  static func list(_ sections: [[Int]]) throws -> AdapterList {
    AdapterList(try .adapter(sections))
  }

  /// A provider the user cannot edit: an array handed to the list as it is.
  static func readOnly(_ sections: [[Int]]) throws -> SnapshotProvider<AdapterSection, AdapterItem>
  {
    SnapshotProvider(try .adapter(sections))
  }

  static func cell(_ fixture: AdapterHostFixture, _ item: Int) -> UICollectionViewListCell? {
    fixture.host.collectionView.layoutIfNeeded()
    return fixture.host.collectionView.cellForItem(at: IndexPath(item: item, section: 0))
      as? UICollectionViewListCell
  }

  static func disclosures(_ cell: UICollectionViewListCell?) -> [UICellAccessory] {
    (cell?.accessories ?? []).filter { $0.accessoryType == .disclosureIndicator }
  }

  // MARK: Primary action

  // UIKit: "A primary action occurs when a person selects a single cell without extending an
  // existing selection"; by default it is performed when the collection view "isn't in an
  // editing state" (developer.apple.com/documentation/uikit/uicollectionviewdelegate/
  // collectionview(_:performprimaryactionforitemat:) and canPerformPrimaryActionForItemAt).

  @Test func `a tap outside edit mode runs the primary action with the tapped row's item`() throws {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3]]))
    var received: [Set<Int>] = []
    fixture.actions.primaryAction = { received.append($0) }
    fixture.update()
    fixture.host.collectionView.layoutIfNeeded()
    fixture.host.collectionView.simulateTap(at: IndexPath(item: 1, section: 0))
    #expect(received == [[2]])
    #expect(fixture.selection == [2], "the tap selects the row too, as List(selection:) does")
    fixture.isEditing = true
    fixture.update()
    fixture.host.collectionView.simulateTap(at: IndexPath(item: 2, section: 0))
    #expect(received == [[2]], "in edit mode a tap only selects")
    #expect(fixture.host.counts.primaryActions == 1)
  }

  @Test func `a single-selection sidebar's tap selects the row, which drives the detail`() throws {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3]]))
    fixture.update()
    fixture.host.collectionView.layoutIfNeeded()
    #expect(fixture.host.collectionView.simulateTap(at: IndexPath(item: 2, section: 0)))
    fixture.settle()
    #expect(fixture.selection == [3])
    #expect(fixture.host.collectionView.simulateTap(at: IndexPath(item: 0, section: 0)))
    fixture.settle()
    #expect(fixture.selection == [1], "outside edit mode a tap replaces the selection")
  }

  // MARK: Navigation rows

  @Test func `a row that navigates shows a disclosure indicator outside edit mode and pushes`()
    throws
  {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3]]))
    fixture.bindsSelection = false
    var pushed: [Int] = []
    var primary: [Set<Int>] = []
    fixture.actions.navigation = { item -> (@MainActor () -> Void)? in
      guard item.id != 2 else { return nil }
      return { pushed.append(item.id) }
    }
    fixture.actions.primaryAction = { primary.append($0) }
    fixture.update()
    let navigating = Self.disclosures(Self.cell(fixture, 0))
    #expect(navigating.count == 1)
    #expect(navigating.first?.standInDisplayedState == .whenNotEditing)
    #expect(Self.disclosures(Self.cell(fixture, 1)).isEmpty)
    fixture.host.collectionView.simulateTap(at: IndexPath(item: 0, section: 0))
    fixture.host.collectionView.simulateTap(at: IndexPath(item: 1, section: 0))
    #expect(pushed == [1])
    #expect(primary == [[2]], "a row that does not navigate runs the primary action")
    #expect(fixture.host.collectionView.indexPathsForSelectedItems == nil, "the tap flashes")
    fixture.isEditing = true
    fixture.update()
    fixture.host.collectionView.simulateTap(at: IndexPath(item: 2, section: 0))
    #expect(pushed == [1], "no push in edit mode")
  }

  @Test func `rows that start navigating in a later update get their indicator`() throws {
    let fixture = AdapterHostFixture(try Self.list([[1, 2]]))
    fixture.update()
    #expect(Self.disclosures(Self.cell(fixture, 0)).isEmpty)
    fixture.actions.navigation = { _ in {} }
    fixture.update()
    #expect(Self.disclosures(Self.cell(fixture, 0)).count == 1)
  }

  // MARK: Context menus

  static func menuTitles(_ configuration: UIContextMenuConfiguration?) -> [String] {
    (configuration?.standInMenu()?.children ?? []).map(\.title)
  }

  @Test func `a long press on a row outside the selection opens the menu for that row`() throws {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3]]))
    var asked: [Set<Int>] = []
    var chosen: [Set<Int>] = []
    fixture.actions.contextMenu = { ids in
      asked.append(ids)
      return [ListHostMenuCommand(title: "Star \(ids.count)") { chosen.append(ids) }]
    }
    fixture.selection = [1, 2]
    fixture.update()
    fixture.host.collectionView.layoutIfNeeded()
    let view = fixture.host.collectionView
    let outside = view.standInSimulateContextMenu(at: IndexPath(item: 2, section: 0))
    #expect(asked == [[3]])
    #expect(Self.menuTitles(outside) == ["Star 1"])
    let inside = view.standInSimulateContextMenu(at: IndexPath(item: 0, section: 0))
    #expect(asked == [[3], [1, 2]], "a row in the selection stands for the selection")
    #expect(Self.menuTitles(inside) == ["Star 2"])
    let action = try #require(inside?.standInMenu()?.children.first as? UIAction)
    #expect(action.standInPerform())
    #expect(chosen == [[1, 2]])
  }

  @Test func `the menu of several index paths acts on them all, and an empty menu opens none`()
    throws
  {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3]]))
    fixture.actions.contextMenu = { ids in
      ids.contains(3) ? [] : [ListHostMenuCommand(title: "Delete", isDestructive: true) {}]
    }
    fixture.update()
    fixture.host.collectionView.layoutIfNeeded()
    let paths = [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]
    #expect(fixture.host.contextMenu(forItemsAt: paths) != nil)
    #expect(
      ListHost<AdapterSection, AdapterItem>.menuTargets(pressed: [1, 2], selection: [3]) == [1, 2])
    #expect(fixture.host.contextMenu(forItemsAt: [IndexPath(item: 2, section: 0)]) == nil)
    #expect(
      fixture.host.contextMenu(forItemsAt: []) != nil,
      "a press between rows asks for the menu of no item, as SwiftUI's empty set")
  }

  @Test func `without the view's menu the behaviour's menu of one item opens`() throws {
    let fixture = AdapterHostFixture(try Self.list([[1, 2]]))
    fixture.behavior.contextMenuActions = { _, _ in [ItemAction(title: "Share") { _, _ in }] }
    fixture.update()
    fixture.host.collectionView.layoutIfNeeded()
    let menu = fixture.host.collectionView.standInSimulateContextMenu(
      at: IndexPath(item: 0, section: 0))
    #expect(Self.menuTitles(menu) == ["Share"])
  }

  // MARK: Swipe actions

  // UIHostingConfiguration's documentation: "When used in a list layout, certain APIs are
  // bridged automatically, like swipe actions", with a row's `.swipeActions` as the example.
  // A configuration the layout's provider returns, even an empty one, would stand in its way.

  @Test func `a row the list offers no swipe action for leaves the swipe to the row's view`()
    throws
  {
    let fixture = AdapterHostFixture(try Self.list([[1, 2]]))
    fixture.behavior = ListBehavior()
    fixture.update()
    let layout = fixture.host.collectionView.collectionViewLayout
    let list = try #require(
      (layout as? UICollectionViewCompositionalLayout)?.standInListConfiguration)
    let path = IndexPath(item: 0, section: 0)
    #expect(list.leadingSwipeActionsConfigurationProvider?(path) == nil)
    #expect(list.trailingSwipeActionsConfigurationProvider?(path) == nil)
    fixture.behavior = ListBehavior(allowsDeleting: true)
    fixture.update()
    let deleting = try #require(
      (fixture.host.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?
        .standInListConfiguration)
    #expect(deleting.trailingSwipeActionsConfigurationProvider?(path)?.actions.count == 1)
    #expect(deleting.leadingSwipeActionsConfigurationProvider?(path) == nil)
  }

  // MARK: onDelete and onMove

  @Test func `onDelete takes a swipe's deletion of a read-only list, with the row's offset`()
    throws
  {
    let provider = try Self.readOnly([[1, 2, 3]])
    let fixture = AdapterHostFixture(provider)
    fixture.behavior = ListBehavior()
    var deleted: [ListHostDeletion<AdapterItem>] = []
    fixture.actions.onDelete = { deleted.append($0) }
    fixture.update()
    fixture.host.collectionView.layoutIfNeeded()
    let swipe = fixture.host.collectionView.standInSimulateSwipe(
      .trailing, at: IndexPath(item: 1, section: 0))
    let delete = try #require(swipe?.actions.first)
    #expect(delete.standInPerform(in: fixture.host.collectionView) == true)
    #expect(deleted.map(\.ids) == [[2]])
    #expect(deleted.map(\.paths) == [[ItemPath(section: 0, item: 1)]])
    #expect(fixture.host.dataSource.snapshot.layout == [[1, 2, 3]], "the app deletes")
    provider.update(try .adapter([[1, 3]]))
    fixture.settle()
    #expect(fixture.shown == ["#1 item 1", "#3 item 3"])
    #expect(!fixture.undoManager.canUndo, "the app's own deletion is the app's to undo")
  }

  @Test func `onDelete takes Delete on the selection, and rows show the delete control`() throws {
    let fixture = AdapterHostFixture(try Self.readOnly([[1, 2, 3, 4]]))
    fixture.behavior = ListBehavior()
    var deleted: [ListHostDeletion<AdapterItem>] = []
    fixture.actions.onDelete = { deleted.append($0) }
    fixture.isEditing = true
    fixture.selection = [4, 2]
    fixture.update()
    let cell = Self.cell(fixture, 0)
    #expect(cell?.accessories.contains { $0.accessoryType == .delete } == true)
    fixture.host.dataSource.deleteSelection()
    #expect(deleted.map(\.ids) == [[2, 4]])
    #expect(
      deleted.map(\.paths) == [[ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 3)]])
  }

  @Test func `onMove takes a drag of a read-only list, with SwiftUI's destination offset`() throws {
    let fixture = AdapterHostFixture(try Self.readOnly([[1, 2, 3, 4]]))
    fixture.behavior = ListBehavior()
    var moves: [ListHostMove<AdapterItem>] = []
    fixture.actions.onMove = { moves.append($0) }
    fixture.isEditing = true
    fixture.update()
    fixture.host.collectionView.layoutIfNeeded()
    #expect(
      fixture.host.collectionView.simulateMove(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
    let move = try #require(moves.first)
    #expect(move.id == 1)
    #expect(move.source == ItemPath(section: 0, item: 0))
    #expect(move.destination == ItemPath(section: 0, item: 2))
    #expect(move.destinationOffset == 3, "SwiftUI's move(fromOffsets: [0], toOffset: 3)")
    #expect(fixture.host.dataSource.snapshot.layout == [[2, 3, 1, 4]])
  }

  @Test func `an editable provider keeps its undoable deletions when the view has no onDelete`()
    throws
  {
    let list = try Self.list([[1, 2, 3]])
    let fixture = AdapterHostFixture(list)
    var deleted: [ListHostDeletion<AdapterItem>] = []
    fixture.actions.onDelete = { deleted.append($0) }
    fixture.update()
    fixture.actions.onDelete = nil
    fixture.update()
    fixture.host.collectionView.layoutIfNeeded()
    fixture.host.collectionView.standInSimulateSwipe(.trailing, at: IndexPath(item: 0, section: 0))?
      .actions.first?.standInPerform(in: fixture.host.collectionView)
    fixture.settle()
    #expect(deleted.isEmpty)
    #expect(list.snapshot.layout == [[2, 3]])
    #expect(fixture.undoManager.canUndo)
  }
}
#endif
