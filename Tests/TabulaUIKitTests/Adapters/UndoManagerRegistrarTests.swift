import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// `UndoManager` (the stand-in's model of Foundation's class) as the `UndoRegistrar` of an
/// `EditableList`: the system's undo and redo drive the list, and the table bound to it
/// animates each step.
@MainActor
struct UndoManagerRegistrarTests {
  /// A table in a window showing an editable list connected to the window's undo manager.
  @MainActor
  struct Fixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let list: AdapterList
    let log = AdapterDiagnosticLog()
    let dataSource: AdapterDataSource
    let token: ObservationToken
    let undoManager: UndoManager

    init(_ snapshot: AdapterSnapshot) throws {
      list = AdapterList(snapshot)
      dataSource = AdapterCells.tableDataSource(for: tableView, diagnostics: log.handler)
      token = dataSource.bind(to: list)
      window.addSubview(tableView)
      window.makeKeyAndVisible()
      undoManager = try #require(tableView.undoManager, "the window's undo manager")
      list.connectUndo(to: undoManager)
      tableView.setEditing(true, animated: false)
    }

    /// The labels of the visible rows, top to bottom.
    var shown: [String?] { tableView.shownTexts }

    /// The labels of the list's items, in order.
    var model: [String?] { list.snapshot.items.map(\.label) }

    /// Runs `body`, ends the animations, and returns the stand-in's violations and how many
    /// batches and reloads the data source ran meanwhile.
    func step(_ body: () throws -> Void) rethrows -> (
      violations: [UIKitViolation], batches: Int, reloads: Int
    ) {
      let counts = dataSource.updateCounts
      let violations = try UIKitDriver.violations {
        try body()
        UIKitDriver.runPendingAnimations()
      }
      return (
        violations, dataSource.updateCounts.batches - counts.batches,
        dataSource.updateCounts.reloads - counts.reloads
      )
    }
  }

  static func path(_ section: Int, _ row: Int) -> IndexPath {
    IndexPath(row: row, section: section)
  }

  @Test func `the list registers with the window's undo manager`() throws {
    let fixture = try Fixture(try .adapter([[1, 2]]))
    #expect(fixture.list.undoRegistrar === fixture.undoManager)
    #expect(fixture.window.undoManager === fixture.undoManager)
    #expect(!fixture.undoManager.canUndo)
  }

  @Test func `a swipe-to-delete is undone and redone by the undo manager, with animations`()
    throws
  {
    let fixture = try Fixture(try .adapter([[1, 2, 3]]))
    let delete = fixture.step {
      #expect(fixture.tableView.simulateDelete(at: Self.path(0, 1)))
    }
    #expect(delete.violations.isEmpty)
    #expect(fixture.undoManager.canUndo)
    #expect(fixture.undoManager.undoActionName == "Delete")
    #expect(!fixture.undoManager.canRedo)

    let undo = fixture.step { fixture.undoManager.undo() }
    #expect(undo.violations.isEmpty)
    #expect((undo.batches, undo.reloads) == (1, 0))
    #expect(fixture.list.snapshot.layout == [[1, 2, 3]])
    #expect(fixture.shown == fixture.model)
    #expect(!fixture.undoManager.canUndo)
    #expect(fixture.undoManager.canRedo)
    #expect(fixture.undoManager.redoActionName == "Delete")

    let redo = fixture.step { fixture.undoManager.redo() }
    #expect(redo.violations.isEmpty)
    #expect((redo.batches, redo.reloads) == (1, 0))
    #expect(fixture.list.snapshot.layout == [[1, 3]])
    #expect(fixture.shown == fixture.model)
    #expect(fixture.undoManager.undoActionName == "Delete")
    #expect(!fixture.undoManager.canRedo)
    #expect(fixture.tableView.recordedViolations.isEmpty)
  }

  @Test func `a reorder is registered as Move, and undo moves the row back with its cell`()
    throws
  {
    let fixture = try Fixture(try .adapter([[1, 2], [3]]))
    let cell = try #require(fixture.tableView.cellForRow(at: Self.path(0, 0)))
    let move = fixture.step {
      #expect(fixture.tableView.simulateMove(from: Self.path(0, 0), to: Self.path(1, 1)))
    }
    #expect(move.violations.isEmpty)
    #expect((move.batches, move.reloads) == (0, 0), "the table moved the row itself")
    #expect(fixture.undoManager.undoActionName == "Move")

    let undo = fixture.step { fixture.undoManager.undo() }
    #expect(undo.violations.isEmpty)
    #expect((undo.batches, undo.reloads) == (1, 0))
    #expect(fixture.list.snapshot.layout == [[1, 2], [3]])
    #expect(fixture.tableView.cellForRow(at: Self.path(0, 0)) === cell)
    #expect(fixture.undoManager.redoActionName == "Move")

    let redo = fixture.step { fixture.undoManager.redo() }
    #expect(redo.violations.isEmpty)
    #expect(fixture.list.snapshot.layout == [[2], [3, 1]])
    #expect(fixture.tableView.cellForRow(at: Self.path(1, 1)) === cell)
    #expect(fixture.shown == fixture.model)
  }

  @Test func `steps are undone newest first, each under its own name`() throws {
    let fixture = try Fixture(try .adapter([[1, 2, 3, 4]]))
    let edits = try fixture.step {
      #expect(fixture.tableView.simulateDelete(at: Self.path(0, 0)))
      UIKitDriver.runPendingAnimations()
      #expect(fixture.tableView.simulateMove(from: Self.path(0, 2), to: Self.path(0, 0)))
      try fixture.list.perform(
        .insertItems([PositionedItem(AdapterItem(5), at: ItemPath(section: 0, item: 3))]),
        named: "Insert")
    }
    #expect(edits.violations.isEmpty)
    #expect(fixture.list.snapshot.layout == [[4, 2, 3, 5]])
    var names: [String] = []
    var layouts: [[[Int]]] = []
    let undos = fixture.step {
      while fixture.undoManager.canUndo {
        names.append(fixture.undoManager.undoActionName)
        fixture.undoManager.undo()
        UIKitDriver.runPendingAnimations()
        layouts.append(fixture.list.snapshot.layout)
        #expect(fixture.shown == fixture.model)
      }
    }
    #expect(undos.violations.isEmpty)
    #expect(names == ["Insert", "Move", "Delete"])
    #expect(layouts == [[[4, 2, 3]], [[2, 3, 4]], [[1, 2, 3, 4]]])
    #expect(undos.reloads == 0)
    #expect(fixture.list.history.redoSteps.map(\.name) == ["Insert", "Move", "Delete"])
  }

  @Test func `the list's own undo and redo go through the manager, so the two agree`() throws {
    let fixture = try Fixture(try .adapter([[1, 2]]))
    let steps = try fixture.step {
      #expect(fixture.tableView.simulateDelete(at: Self.path(0, 0)))
      UIKitDriver.runPendingAnimations()
      let undoName = try fixture.list.undo()
      #expect(undoName == "Delete")
      #expect(!fixture.undoManager.canUndo)
      #expect(fixture.undoManager.redoActionName == "Delete")
      UIKitDriver.runPendingAnimations()
      #expect(fixture.shown == ["#1 item 1", "#2 item 2"])
      let redoName = try fixture.list.redo()
      #expect(redoName == "Delete")
      #expect(fixture.undoManager.undoActionName == "Delete")
      #expect(!fixture.undoManager.canRedo)
    }
    #expect(steps.violations.isEmpty)
    #expect(fixture.list.snapshot.layout == [[2]])
    #expect(fixture.shown == fixture.model)
  }

  @Test func `a new edit after an undo clears what the manager could redo`() throws {
    let fixture = try Fixture(try .adapter([[1, 2, 3]]))
    let steps = fixture.step {
      #expect(fixture.tableView.simulateDelete(at: Self.path(0, 0)))
      UIKitDriver.runPendingAnimations()
      fixture.undoManager.undo()
      UIKitDriver.runPendingAnimations()
      #expect(fixture.undoManager.canRedo)
      #expect(fixture.tableView.simulateDelete(at: Self.path(0, 2)))
    }
    #expect(steps.violations.isEmpty)
    #expect(!fixture.undoManager.canRedo)
    #expect(!fixture.list.history.canRedo)
    #expect(fixture.list.snapshot.layout == [[1, 2]])
  }

  @Test func `undo actions of a list that is gone do nothing`() throws {
    let undoManager = UndoManager()
    var list: AdapterList? = AdapterList(try .adapter([[1, 2]]))
    weak let weakList = list
    list?.connectUndo(to: undoManager)
    try list?.perform(.deleteItems([1]), named: "Delete")
    #expect(undoManager.undoActionName == "Delete")
    list = nil
    #expect(weakList == nil, "the manager does not keep the list alive")
    let violations = UIKitDriver.violations { undoManager.undo() }
    #expect(violations.isEmpty)
    #expect(!undoManager.canRedo)
  }

  @Test func `replacing the list's data leaves no stale step in the undo manager`() throws {
    let fixture = try Fixture(try .adapter([[1, 2]]))
    _ = fixture.step { #expect(fixture.tableView.simulateDelete(at: Self.path(0, 0))) }
    fixture.list.replace(with: try .adapter([[7, 8]]))
    UIKitDriver.runPendingAnimations()
    #expect(!fixture.list.history.canUndo)
    #expect(!fixture.undoManager.canUndo)
    let undo = fixture.step { fixture.undoManager.undo() }
    #expect(undo.violations.isEmpty)
    #expect(fixture.list.snapshot.layout == [[7, 8]])
    #expect(fixture.shown == fixture.model)
  }

  @Test func `replacing one list's data keeps the steps of another list on the same manager`()
    throws
  {
    let fixture = try Fixture(try .adapter([[1, 2]]))
    let other = EditableList(try AdapterSnapshot.adapter([[5, 6]]))
    other.connectUndo(to: fixture.undoManager)
    try other.perform(.deleteItems([5]), named: "Delete")
    fixture.list.replace(with: try .adapter([[7, 8]]))
    #expect(fixture.undoManager.canUndo)
    fixture.undoManager.undo()
    #expect(other.snapshot.layout == [[5, 6]])
  }
}
