@_spi(Surfaces) import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// Swipe actions and context-menu commands through ``HeadlessListView``: each is bound to
/// its item, runs with the item's current content and position, and a delete is the same
/// undoable edit as an edit-mode delete.
@MainActor
struct ItemActionsTests {
  @Test func `a leading swipe action receives the swiped item and where it is when chosen`()
    throws
  {
    let chosen = Recorded<(Fruit, ItemPath)>()
    let harness = try ItemActionsHarness([[1, 2, 3], [4, 5]]) { configuration in
      configuration.leadingSwipeActions = { fruit, _ in
        [ItemAction(title: "Eat \(fruit.id)") { fruit, path in chosen.append((fruit, path)) }]
      }
    }
    let buttons = try #require(
      harness.view.simulateUserSwipe(.leading, at: ItemPath(section: 1, item: 1)))
    #expect(buttons.map(\.description) == ["Eat 5"])
    // While the swipe is open, another writer renames the fruit and moves it to the top.
    try harness.list.perform(.replaceItem(Fruit(5, "ripe")), named: "Rename")
    try harness.list.perform(.moveItem(5, to: ItemPath(section: 0, item: 0)), named: "Move")

    #expect(harness.view.simulateUserChoosing(buttons[0]))
    #expect(chosen.values.map(\.0) == [Fruit(5, "ripe")])
    #expect(chosen.values.map(\.1) == [ItemPath(section: 0, item: 0)])
    #expect(harness.diagnosticKinds.isEmpty)
  }

  @Test func `a menu command receives its item and current position, not the one it opened at`()
    throws
  {
    let chosen = Recorded<(Fruit, ItemPath)>()
    let harness = try ItemActionsHarness([[1, 2, 3]]) { configuration in
      configuration.contextMenuActions = { fruit, path in
        [
          ItemAction(title: "Share", imageName: "square.and.arrow.up") { fruit, path in
            chosen.append((fruit, path))
          },
          ItemAction(title: "At \(path.item)") { _, _ in },
        ]
      }
    }
    let menu = try #require(harness.view.simulateUserContextMenu(at: ItemPath(section: 0, item: 2)))
    #expect(menu.map(\.title) == ["Share", "At 2"])
    #expect(menu[0].imageName == "square.and.arrow.up")
    try harness.list.perform(.deleteItems([1]), named: "Delete")

    #expect(harness.view.simulateUserChoosing(menu[0]))
    #expect(chosen.values.map(\.0) == [Fruit(3)])
    #expect(chosen.values.map(\.1) == [ItemPath(section: 0, item: 1)])
  }

  @Test
  func `a swiped delete is an undoable edit: undo brings the row back, redo deletes it again`()
    throws
  {
    let harness = try ItemActionsHarness([[1, 2, 3], [4]])
    let before = harness.list.snapshot
    let buttons = try #require(
      harness.view.simulateUserSwipe(.trailing, at: ItemPath(section: 0, item: 1)))
    #expect(buttons.map(\.description) == ["Delete (destructive)"])

    #expect(harness.view.simulateUserChoosing(buttons[0]))
    #expect(harness.list.snapshot.layout == [[1, 3], [4]])
    #expect(harness.list.history.undoActionName == "Delete")
    #expect(harness.showsList)

    #expect(try harness.list.undo() == "Delete")
    #expect(harness.list.snapshot == before)
    #expect(harness.showsList)
    #expect(try harness.list.redo() == "Delete")
    #expect(harness.list.snapshot.layout == [[1, 3], [4]])
    #expect(harness.showsList)
    #expect(harness.diagnosticKinds.isEmpty)
  }

  @Test func `a menu's delete is the same undoable edit, named by its title`() throws {
    let harness = try ItemActionsHarness([[1, 2], [3, 4]]) { configuration in
      configuration.contextMenuActions = { _, _ in [.delete(title: "Remove", imageName: "trash")] }
    }
    let menu = try #require(harness.view.simulateUserContextMenu(at: ItemPath(section: 1, item: 0)))
    #expect(menu.map(\.description) == ["Remove (destructive)"])
    #expect(menu[0].imageName == "trash")

    #expect(harness.view.simulateUserChoosing(menu[0]))
    #expect(harness.list.snapshot.layout == [[1, 2], [4]])
    #expect(try harness.list.undo() == "Remove")
    #expect(harness.list.snapshot.layout == [[1, 2], [3, 4]])
    #expect(harness.showsList)
  }

  @Test func `by default a trailing swipe offers Delete only on rows the user may delete`() throws {
    let path = ItemPath(section: 0, item: 0)
    let deletable = try ItemActionsHarness([[1, 2]])
    #expect(deletable.view.simulateUserSwipe(.trailing, at: path)?.map(\.title) == ["Delete"])
    #expect(deletable.view.simulateUserSwipe(.leading, at: path) == nil)
    #expect(deletable.view.simulateUserContextMenu(at: path) == nil)

    let movableOnly = try ItemActionsHarness([[1, 2]]) { $0.allowsDeleting = false }
    let readOnly = try ItemActionsHarness([[1, 2]], editable: false)
    for harness in [movableOnly, readOnly] {
      #expect(harness.view.simulateUserSwipe(.trailing, at: path) == nil)
      // The list offers nothing, rather than leaving the surface its own Delete button.
      #expect(harness.dataSource.actions(.trailingSwipe, forItemAt: path)?.isEmpty == true)
      #expect(harness.diagnosticKinds.isEmpty)
    }
  }

  @Test func `an empty array of actions offers nothing, not even the default Delete`() throws {
    let path = ItemPath(section: 0, item: 1)
    let harness = try ItemActionsHarness([[1, 2]]) { configuration in
      configuration.trailingSwipeActions = { _, _ in [] }
      configuration.leadingSwipeActions = { _, _ in [] }
      configuration.contextMenuActions = { _, _ in [] }
    }
    #expect(harness.view.simulateUserSwipe(.trailing, at: path) == nil)
    #expect(harness.view.simulateUserSwipe(.leading, at: path) == nil)
    #expect(harness.view.simulateUserContextMenu(at: path) == nil)
    #expect(harness.dataSource.actions(.trailingSwipe, forItemAt: path)?.isEmpty == true)
    #expect(harness.list.snapshot.layout == [[1, 2]])
    #expect(harness.diagnosticKinds.isEmpty)
  }

  @Test func `an action chosen after its item vanished runs nothing and names the item`() throws {
    let ran = Recorded<Int>()
    let harness = try ItemActionsHarness([[1, 2, 3], [4]]) { configuration in
      configuration.contextMenuActions = { _, _ in
        [ItemAction(title: "Eat") { fruit, _ in ran.append(fruit.id) }, .delete()]
      }
    }
    let menu = try #require(harness.view.simulateUserContextMenu(at: ItemPath(section: 0, item: 1)))
    // While the menu is open, another writer deletes the fruit.
    try harness.list.perform(.deleteItems([2]), named: "Delete elsewhere")

    #expect(!harness.view.simulateUserChoosing(menu[0]))
    #expect(!harness.view.simulateUserChoosing(menu[1]))
    #expect(ran.values.isEmpty)
    #expect(harness.diagnosticKinds == [.itemVanished, .itemVanished])
    let messages = harness.recorder.diagnostics.map(\.message)
    #expect(messages.allSatisfy { $0.contains("item 2") }, "\(messages)")
    #expect(messages.first?.contains("\"Eat\"") == true, "\(messages)")
    #expect(harness.list.history.undoActionName == "Delete elsewhere")
    #expect(harness.list.snapshot.layout == [[1, 3], [4]])
    #expect(harness.showsList)
  }

  @Test func `actions asked for at a position out of range are none, with itemVanished`() throws {
    let harness = try ItemActionsHarness([[1, 2], [3]])
    for path in [ItemPath(section: 0, item: 2), ItemPath(section: 2, item: 0)] {
      for placement in SurfaceItemAction.Placement.allCases {
        #expect(harness.dataSource.actions(placement, forItemAt: path)?.isEmpty == true)
      }
      // The view asks only for rows it shows.
      #expect(harness.view.simulateUserSwipe(.trailing, at: path) == nil)
    }
    #expect(harness.diagnosticKinds == Array(repeating: .itemVanished, count: 6))
    #expect(harness.recorder.diagnostics.first?.message.contains("[0, 2]") == true)
  }

  @Test func `a delete chosen on a read-only list is refused with editRefused`() throws {
    let path = ItemPath(section: 0, item: 0)
    let readOnly = try ItemActionsHarness([[1, 2]], editable: false) { configuration in
      configuration.trailingSwipeActions = { _, _ in [.delete()] }
    }
    let notDeletable = try ItemActionsHarness([[1, 2]]) { configuration in
      configuration.allowsDeleting = false
      configuration.contextMenuActions = { _, _ in [.delete()] }
    }
    let swiped = try #require(readOnly.view.simulateUserSwipe(.trailing, at: path))
    let menu = try #require(notDeletable.view.simulateUserContextMenu(at: path))

    #expect(!readOnly.view.simulateUserChoosing(swiped[0]))
    #expect(!notDeletable.view.simulateUserChoosing(menu[0]))
    for harness in [readOnly, notDeletable] {
      #expect(harness.diagnosticKinds == [.editRefused])
      #expect(harness.dataSource.snapshot.layout == [[1, 2]])
      #expect(harness.list.snapshot.layout == [[1, 2]])
      #expect(!harness.list.history.canUndo)
    }
  }
}
