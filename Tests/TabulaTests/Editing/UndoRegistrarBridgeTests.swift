import Tabula
import TabulaTesting
import Testing

@MainActor
struct UndoRegistrarBridgeTests {
  @Test func `the system's undo and redo commands drive the list's history`() throws {
    let list = EditableList(try FruitSnapshot.shelves([[1, 2, 3]]))
    let manager = UndoManagerModel()
    list.connectUndo(to: manager)
    try list.perform(.deleteItems([2]), named: "Delete")
    try list.perform(.moveItem(3, to: ItemPath(section: 0, item: 0)), named: "Move")
    #expect(manager.undoActionName == "Move")

    manager.undo()  // a shake gesture, or Edit > Undo
    #expect(list.snapshot.layout == [[1, 3]])
    #expect(manager.undoActionName == "Delete" && manager.redoActionName == "Move")
    #expect(list.history.undoActionName == "Delete" && list.history.redoActionName == "Move")

    manager.redo()
    #expect(list.snapshot.layout == [[3, 1]])
    #expect(manager.undoActionName == "Move" && manager.redoActionName == nil)

    manager.undo()
    manager.undo()
    #expect(list.snapshot.layout == [[1, 2, 3]])
    #expect(manager.undoStack.isEmpty && manager.redoStack.count == 2)
  }

  @Test func `the list's own undo and redo go through the manager, so they agree`() throws {
    let list = EditableList(try FruitSnapshot.shelves([[1, 2]]))
    let manager = UndoManagerModel()
    list.connectUndo(to: manager)
    try list.perform(.deleteItems([1]), named: "Delete")
    #expect(try list.undo() == "Delete")
    #expect(list.snapshot.layout == [[1, 2]])
    #expect(manager.redoActionName == "Delete")
    #expect(try list.redo() == "Delete")
    #expect(list.snapshot.layout == [[2]])
    #expect(manager.undoActionName == "Delete" && manager.redoActionName == nil)
  }

  @Test func `a new edit clears redo in the manager and in the history`() throws {
    let list = EditableList(try FruitSnapshot.shelves([[1, 2, 3]]))
    let manager = UndoManagerModel()
    list.connectUndo(to: manager)
    try list.perform(.deleteItems([1]), named: "Delete")
    manager.undo()
    try list.perform(.deleteItems([3]), named: "Delete")
    #expect(manager.redoStack.isEmpty && !list.history.canRedo)
    #expect(manager.undoStack.count == 1 && list.history.undoSteps.count == 1)
  }

  @Test func `replacing a list's data removes its steps from the manager, and only its own`()
    throws
  {
    let list = EditableList(try FruitSnapshot.shelves([[1, 2, 3]]))
    let other = EditableList(try FruitSnapshot.shelves([[7, 8]]))
    let manager = UndoManagerModel()
    list.connectUndo(to: manager)
    other.connectUndo(to: manager)
    try other.perform(.deleteItems([7]), named: "Delete")
    try list.perform(.deleteItems([1]), named: "Delete")
    list.replace(with: try FruitSnapshot.shelves([[4]]))
    #expect(manager.undoStack.count == 1)
    manager.undo()
    #expect(other.snapshot.itemIdentifiers == [7, 8])
    #expect(list.snapshot.itemIdentifiers == [4])
  }
}
