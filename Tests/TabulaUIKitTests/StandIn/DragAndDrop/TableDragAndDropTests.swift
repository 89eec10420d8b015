// Linux only: this file needs the UIKit stand-in (simulated lifts, hovers and drops), which
// real UIKit does not let a test drive. See CONTRIBUTING.md, "How the UIKit layer is verified".
#if os(Linux)
import Tabula
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// Drag and drop in a table, tested against the UIKit stand-in: the table hands each drop to
/// the list, which moves the rows as one undoable "Move" and animates the result; the table
/// moves no row itself.
@MainActor
struct TableDragAndDropTests {
  typealias Harness = DragAndDropHarness<UITableView>
  private let europe = Harness.europe
  private let asia = Harness.asia

  private func path(_ section: Int, _ row: Int) -> IndexPath {
    IndexPath(row: row, section: section)
  }

  @Test func `a row dropped within its section moves there as one undoable Move`() throws {
    let harness = try Harness()
    let table = harness.view
    #expect(table.dragInteractionEnabled)
    #expect(table.standInBeginDrag(at: path(0, 0)))
    // UIKit counts the rows it shows: before Greece is row 3, France still included.
    let proposal = try #require(table.standInDragOver(path(0, 3)))
    #expect(proposal.operation == .move)
    #expect(proposal.intent == .insertAtDestinationIndexPath)
    let (outcome, violations) = UIKitStandIn.capture { table.standInDrop(at: path(0, 3)) }
    #expect(violations.isEmpty)
    #expect(outcome.performedDrop)
    #expect(outcome.placements == [path(0, 2)])
    #expect(outcome.itemsAnimatedBack == 0)
    let moved = [["Italy", "Spain", "France", "Greece"], asia]
    #expect(harness.names == moved)
    #expect(harness.shownNames == moved)
    #expect(harness.list.history.undoActionName == "Move")
    harness.settle()
    try harness.list.undo()
    #expect(harness.shownNames == [europe, asia])
    harness.settle()
    try harness.list.redo()
    #expect(harness.shownNames == moved)
    #expect(harness.diagnostics.kinds.isEmpty)
    #expect(!table.hasActiveDrag)
  }

  @Test func `a row dropped in another section lands there, the end of a section included`()
    throws
  {
    let harness = try Harness()
    let table = harness.view
    table.standInBeginDrag(at: path(0, 1))
    let outcome = table.standInDrop(at: path(1, 1))
    #expect(outcome.placements == [path(1, 1)])
    #expect(
      harness.shownNames == [["France", "Spain", "Greece"], ["Japan", "Italy", "India", "Nepal"]])
    harness.settle()
    table.standInBeginDrag(at: path(0, 0))
    #expect(table.standInDrop(at: path(1, 4)).placements == [path(1, 4)])
    #expect(harness.names[1].last == "France")
    #expect(table.standInViolations.isEmpty)
  }

  @Test func `lifting a selected row drags every selected row, in list order`() throws {
    let harness = try Harness { $0.allowsMultipleSelection = true }
    let table = harness.view
    #expect(table.allowsMultipleSelectionDuringEditing)
    table.setEditing(true, animated: false)
    table.standInSimulateTap(at: path(0, 2))
    table.standInSimulateTap(at: path(0, 0))
    #expect(harness.selection == ["France", "Spain"])
    #expect(table.indexPathsForSelectedRows == [path(0, 0), path(0, 2)])
    #expect(table.standInBeginDrag(at: path(0, 2)))
    let outcome = table.standInDrop(at: path(1, 3))
    #expect(outcome.placements == [path(1, 3), path(1, 4)])
    #expect(outcome.itemsAnimatedBack == 0)
    #expect(harness.shownNames == [["Italy", "Greece"], asia + ["France", "Spain"]])
    #expect(harness.selection == ["France", "Spain"])
    #expect(table.indexPathsForSelectedRows == [path(1, 3), path(1, 4)])
    #expect(harness.list.history.undoActionName == "Move")
    harness.settle()
    try harness.list.undo()
    #expect(harness.shownNames == [europe, asia])
    #expect(table.indexPathsForSelectedRows == [path(0, 0), path(0, 2)])
  }

  @Test func `a place the move rule refuses is forbidden and the row goes back`() throws {
    let harness = try Harness {
      $0.moveRule = { _, from, to in
        from.section == to.section ? .allowed : .refused(reason: "countries keep their continent")
      }
    }
    let table = harness.view
    table.standInBeginDrag(at: path(0, 0))
    #expect(table.standInDragOver(path(1, 0))?.operation == .forbidden)
    #expect(table.standInDragOver(path(0, 2))?.operation == .move)
    let outcome = table.standInDrop(at: path(1, 0))
    #expect(!outcome.performedDrop)
    #expect(outcome.itemsAnimatedBack == 1)
    #expect(harness.shownNames == [europe, asia])
    #expect(harness.list.history.undoActionName == nil)
  }

  @Test func `a drop that raced an update is refused cleanly and reported`() throws {
    let harness = try Harness()
    let table = harness.view
    table.standInBeginDrag(at: path(0, 1))
    #expect(table.standInDragOver(path(1, 0))?.operation == .move)
    try harness.list.perform(.deleteItems(["Italy"]), named: "Delete")
    let (outcome, violations) = UIKitStandIn.capture { table.standInDrop() }
    #expect(violations.isEmpty)
    #expect(outcome.performedDrop)
    #expect(outcome.placements.isEmpty)
    #expect(outcome.itemsAnimatedBack == 1)
    #expect(harness.diagnostics.kinds == [.moveRefused])
    #expect(harness.shownNames == [["France", "Spain", "Greece"], asia])
    #expect(harness.list.history.undoActionName == "Delete")
  }

  @Test func `a drop while the last update still animates moves the row once the list catches up`()
    throws
  {
    let harness = try Harness()
    let table = harness.view
    table.standInBeginDrag(at: path(0, 0))
    table.standInDrop(at: path(0, 4))
    table.standInBeginDrag(at: path(0, 0))
    let (outcome, violations) = UIKitStandIn.capture { table.standInDrop(at: path(1, 0)) }
    #expect(violations.isEmpty)
    #expect(outcome.performedDrop)
    // The list holds its next update behind the running animation; the item goes to the row
    // where Italy lands, which the table shows once the update runs.
    #expect(outcome.placements == [path(1, 0)])
    #expect(harness.shownNames == [["Italy", "Spain", "Greece", "France"], asia])
    harness.settle()
    let moved = [["Spain", "Greece", "France"], ["Italy"] + asia]
    #expect(harness.names == moved)
    #expect(harness.shownNames == moved)
  }

  @Test func `drags from other apps are refused`() throws {
    let harness = try Harness()
    #expect(!harness.view.standInBeginDropFromOtherApp(itemCount: 1))
    #expect(!harness.view.standInDrop(at: path(0, 0)).performedDrop)
    #expect(harness.shownNames == [europe, asia])
  }

  @Test func `a list that cannot move starts no drag`() throws {
    let harness = try Harness { $0.allowsMoving = false }
    #expect(!harness.view.standInBeginDrag(at: path(0, 0)))
  }

  @Test func `the selection follows moved rows and leaves deleted ones`() throws {
    let harness = try Harness { $0.allowsMultipleSelection = true }
    let table = harness.view
    table.setEditing(true, animated: false)
    table.standInSimulateTap(at: path(0, 0))
    table.standInSimulateTap(at: path(0, 3))
    table.standInSimulateTap(at: path(1, 1))
    table.standInSimulateTap(at: path(1, 1))
    #expect(harness.selection == ["France", "Greece"])
    try harness.list.perform(
      .group([.moveItem("Greece", to: ItemPath(section: 1, item: 0)), .deleteItems(["France"])]),
      named: "Tidy")
    #expect(harness.selection == ["Greece"])
    #expect(table.indexPathsForSelectedRows == [path(1, 0)])
    #expect(table.cellForRow(at: path(1, 0))?.isSelected == true)
  }

  @Test func `a two-finger pan turns editing on and selects the row`() throws {
    let harness = try Harness { $0.allowsMultipleSelection = true }
    let table = harness.view
    #expect(table.standInBeginMultipleSelectionInteraction(at: path(1, 2)))
    #expect(table.isEditing)
    table.standInSimulateTap(at: path(0, 1))
    table.standInEndMultipleSelectionInteraction()
    #expect(harness.selection == ["Nepal", "Italy"])
    #expect(table.indexPathsForSelectedRows == [path(0, 1), path(1, 2)])
  }

  @Test func `a list without multiple selection does not start the pan`() throws {
    let harness = try Harness()
    #expect(!harness.view.standInBeginMultipleSelectionInteraction(at: path(0, 0)))
    #expect(!harness.view.isEditing)
  }

  @Test func `a reorder in edit mode follows the move rule's redirection`() throws {
    let harness = try Harness {
      $0.moveRule = { _, from, to in
        to.section == from.section
          ? .allowed : .redirected(to: ItemPath(section: from.section, item: 0))
      }
    }
    let table = harness.view
    table.setEditing(true, animated: false)
    #expect(table.standInSimulateMove(from: path(0, 2), to: path(1, 0)))
    #expect(harness.shownNames == [["Spain", "France", "Italy", "Greece"], asia])
  }
}
#endif
