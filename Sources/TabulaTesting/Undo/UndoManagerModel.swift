public import Tabula

/// An undo manager for tests, without Foundation: it files the steps a list or a host
/// registers the way Foundation's `UndoManager` does, so a test can press ⌘Z and ⇧⌘Z.
///
/// A step registered while the manager undoes becomes the redo step, one registered while it
/// redoes becomes the undo step, and any other clears what could be redone.
///
/// ```swift
/// let manager = UndoManagerModel()
/// list.connectUndo(to: manager)
/// try list.perform(.deleteItems([emma.id]), named: "Delete")
/// manager.undo()                                  // Edit > Undo Delete
/// #expect(manager.redoActionName == "Delete")
/// ```
@MainActor
public final class UndoManagerModel: UndoRegistrar {
  /// A registered step: its name, the object it belongs to, and what running it does.
  public struct Step {
    /// The step's name, for "Undo …" and "Redo …".
    public let name: String
    /// The object the step was registered for.
    public let owner: ObjectIdentifier
    let action: @MainActor () -> Void
  }

  /// The steps ⌘Z runs, the latest last.
  public private(set) var undoStack: [Step] = []
  /// The steps ⇧⌘Z runs, the latest last.
  public private(set) var redoStack: [Step] = []
  private var direction = Direction.neither

  private enum Direction { case neither, undoing, redoing }

  /// Creates a manager without steps.
  public init() {}

  /// The name of the step ⌘Z would undo.
  public var undoActionName: String? { undoStack.last?.name }

  /// The name of the step ⇧⌘Z would redo.
  public var redoActionName: String? { redoStack.last?.name }

  /// Files a step by what the manager is doing: a redo step while it undoes, an undo step
  /// otherwise; a step registered outside an undo or a redo clears the redo steps.
  public func registerUndo(
    named name: String, owner: AnyObject, _ action: @escaping @MainActor () -> Void
  ) {
    let step = Step(name: name, owner: ObjectIdentifier(owner), action: action)
    switch direction {
    case .undoing:
      redoStack.append(step)
    case .redoing:
      undoStack.append(step)
    case .neither:
      undoStack.append(step)
      redoStack.removeAll()
    }
  }

  /// Removes an owner's undo and redo steps, and only its own.
  public func removeSteps(of owner: AnyObject) {
    undoStack.removeAll { $0.owner == ObjectIdentifier(owner) }
    redoStack.removeAll { $0.owner == ObjectIdentifier(owner) }
  }

  /// Runs the latest undo step, if any: ⌘Z.
  public func undo() {
    run(undoStack.popLast(), .undoing)
  }

  /// Runs the latest redo step, if any: ⇧⌘Z.
  public func redo() {
    run(redoStack.popLast(), .redoing)
  }

  private func run(_ step: Step?, _ direction: Direction) {
    guard let step else { return }
    self.direction = direction
    step.action()
    self.direction = .neither
  }
}
