import Tabula
import Testing

/// Files actions the way Foundation's `UndoManager` does: registered while undoing, an action
/// is a redo; while redoing, an undo; otherwise an undo that clears the redo stack.
@MainActor
private final class SystemUndoManagerModel: UndoRegistrar {
  private enum State { case idle, undoing, redoing }
  private var state = State.idle
  typealias Entry = (name: String, owner: ObjectIdentifier, action: @MainActor () -> Void)
  private(set) var undoStack: [Entry] = []
  private(set) var redoStack: [Entry] = []

  var undoActionName: String? { undoStack.last?.name }
  var redoActionName: String? { redoStack.last?.name }

  func registerUndo(
    named name: String, owner: AnyObject, _ action: @escaping @MainActor () -> Void
  ) {
    let entry = (name, ObjectIdentifier(owner), action)
    switch state {
    case .undoing: redoStack.append(entry)
    case .redoing: undoStack.append(entry)
    case .idle:
      undoStack.append(entry)
      redoStack.removeAll()
    }
  }

  func removeSteps(of owner: AnyObject) {
    undoStack.removeAll { $0.owner == ObjectIdentifier(owner) }
    redoStack.removeAll { $0.owner == ObjectIdentifier(owner) }
  }

  func undo() {
    guard let entry = undoStack.popLast() else { return }
    state = .undoing
    entry.action()
    state = .idle
  }

  func redo() {
    guard let entry = redoStack.popLast() else { return }
    state = .redoing
    entry.action()
    state = .idle
  }
}

@MainActor
struct UndoRegistrarBridgeTests {
  @Test func `the system's undo and redo commands drive the list's history`() throws {
    let list = EditableList(try FruitSnapshot.shelves([[1, 2, 3]]))
    let manager = SystemUndoManagerModel()
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
    let manager = SystemUndoManagerModel()
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
    let manager = SystemUndoManagerModel()
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
    let manager = SystemUndoManagerModel()
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
