import TabulaExampleModels
import TabulaTestSupport

// Linux only: this file needs the UIKit stand-in (simulated swipes and long presses, and the
// menus and swipe buttons they open, which real UIKit does not let a test read). See README,
// "How the UIKit layer is verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaExamples
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// Swipe actions and context menus on a table receive the item and its current position,
/// and a swipe delete is the same undoable edit as an edit-mode delete; tested against the
/// UIKit stand-in in strict mode.
@MainActor
struct TableItemActionsTests {
  @Test func `a leading swipe action receives the swiped item and where it is`() throws {
    let chosen = Recorded<(Int, ItemPath)>()
    let harness = InboxTableHarness { configuration in
      configuration.leadingSwipeActions = { message, _ in
        [
          ItemAction(title: "Read \(message.id)") { message, path in
            chosen.append((message.id, path))
          }
        ]
      }
    }
    let row = IndexPath(row: 1, section: 0)
    let expected = try #require(harness.message(at: row))
    let violations = UIKitStandIn.violations {
      let configuration = harness.tableView.standInSimulateSwipe(.leading, at: row)
      let action = configuration?.actions.first
      #expect(configuration?.actions.count == 1)
      #expect(action?.title == "Read \(expected.id)")
      #expect(action?.style == .normal)
      #expect(action?.standInPerform(in: harness.tableView) == true)
    }
    #expect(violations.isEmpty)
    #expect(chosen.values.map(\.0) == [expected.id])
    #expect(chosen.values.map(\.1) == [ItemPath(row)])
    #expect(harness.diagnostics.kinds.isEmpty)
  }

  @Test func `a trailing swipe deletes the row as an undoable edit, and undo brings it back`()
    throws
  {
    let harness = InboxTableHarness()
    let before = harness.inbox.snapshot
    let row = IndexPath(row: 0, section: 1)
    let deleted = try #require(harness.message(at: row))
    let violations = UIKitStandIn.violations {
      let configuration = harness.tableView.standInSimulateSwipe(.trailing, at: row)
      let action = try? #require(configuration?.actions.first)
      #expect(configuration?.actions.count == 1)
      #expect(action?.title == "Delete")
      #expect(action?.style == .destructive)
      #expect(action?.standInPerform(in: harness.tableView) == true)
      harness.settle()
    }
    #expect(violations.isEmpty)
    #expect(harness.inbox.snapshot.path(of: deleted.id) == nil)
    #expect(
      harness.tableView.numberOfRows(inSection: 1) == before.numberOfItems(inSectionAt: 1)! - 1)
    #expect(harness.inbox.history.undoActionName == "Delete")
    #expect(try harness.inbox.undo() == "Delete")
    harness.settle()
    #expect(harness.inbox.snapshot == before)
    #expect(harness.tableView.numberOfRows(inSection: 1) == before.numberOfItems(inSectionAt: 1))
    #expect(harness.diagnostics.kinds.isEmpty)
  }

  @Test func `a read-only list offers no trailing swipe, and an empty array offers none`() {
    let readOnly = InboxTableHarness(editable: false)
    let row = IndexPath(row: 0, section: 0)
    #expect(readOnly.tableView.standInSimulateSwipe(.trailing, at: row) == nil)
    let none = InboxTableHarness { $0.trailingSwipeActions = { _, _ in [] } }
    #expect(none.tableView.standInSimulateSwipe(.trailing, at: row) == nil)
    #expect(none.tableView.standInSimulateSwipe(.leading, at: row) == nil)
    #expect(readOnly.diagnostics.kinds.isEmpty && none.diagnostics.kinds.isEmpty)
  }

  @Test func `an action chosen after an update removed its row runs nothing and says why`()
    throws
  {
    let chosen = Recorded<Int>()
    let harness = InboxTableHarness { configuration in
      configuration.leadingSwipeActions = { _, _ in
        [ItemAction(title: "Pin") { message, _ in chosen.append(message.id) }]
      }
    }
    let row = IndexPath(row: 2, section: 0)
    let message = try #require(harness.message(at: row))
    let pin = try #require(harness.tableView.standInSimulateSwipe(.leading, at: row)?.actions.first)
    let delete = try #require(
      harness.tableView.standInSimulateSwipe(.trailing, at: row)?.actions.first)
    try harness.inbox.perform(.deleteItems([message.id]), named: "Delete elsewhere")
    let count = harness.inbox.snapshot.numberOfItems
    let violations = UIKitStandIn.violations {
      #expect(pin.standInPerform(in: harness.tableView) == false)
      #expect(delete.standInPerform(in: harness.tableView) == false)
      harness.settle()
    }
    #expect(violations.isEmpty)
    #expect(chosen.values.isEmpty)
    #expect(harness.inbox.snapshot.numberOfItems == count)
    #expect(harness.diagnostics.kinds == [.itemVanished, .itemVanished])
    #expect(harness.diagnostics.diagnostics.first?.message.contains("\(message.id)") == true)
  }

  @Test func `a context menu lists the commands, and each runs on its item`() throws {
    let flagged = Recorded<Int>()
    let harness = InboxTableHarness { configuration in
      configuration.contextMenuActions = { _, _ in
        [
          ItemAction(title: "Flag", imageName: "flag") { message, _ in flagged.append(message.id) },
          .delete(),
        ]
      }
    }
    let row = IndexPath(row: 3, section: 0)
    let message = try #require(harness.message(at: row))
    let violations = UIKitStandIn.violations {
      let menu = harness.tableView.standInSimulateContextMenu(at: row)?.standInMenu()
      let commands = (menu?.children ?? []).compactMap { $0 as? UIAction }
      #expect(commands.map(\.title) == ["Flag", "Delete"])
      #expect(commands.map { $0.attributes.contains(.destructive) } == [false, true])
      #expect(commands.first?.image != nil)
      #expect(commands.first?.standInPerform() == true)
      #expect(commands.last?.standInPerform() == true)
      harness.settle()
    }
    #expect(violations.isEmpty)
    #expect(flagged.values == [message.id])
    #expect(harness.inbox.snapshot.path(of: message.id) == nil)
    #expect(try harness.inbox.undo() == "Delete")
    #expect(harness.inbox.snapshot.path(of: message.id) == ItemPath(row))
  }

  @Test func `no menu opens where the configuration has no commands`() {
    let harness = InboxTableHarness()
    #expect(harness.tableView.standInSimulateContextMenu(at: IndexPath(row: 0, section: 0)) == nil)
    let empty = InboxTableHarness { $0.contextMenuActions = { _, _ in [] } }
    #expect(empty.tableView.standInSimulateContextMenu(at: IndexPath(row: 0, section: 0)) == nil)
  }
}
#endif
