/// The part of a system undo manager that an ``EditableList`` drives, so that the system's
/// undo gestures and menu commands undo and redo the list.
///
/// Foundation's `UndoManager` has this shape: an action registered while the manager undoes
/// becomes the redo action, one registered while it redoes becomes the undo action, and any
/// other registration clears what could be redone. The UIKit layer makes `UndoManager`
/// conform; the core names no Foundation type.
@MainActor
public protocol UndoRegistrar: AnyObject {
  /// Registers the action that undoes the latest step (or, during an undo, redoes it).
  ///
  /// - Parameters:
  ///   - name: The step's name, for "Undo …" and "Redo …" titles.
  ///   - owner: The list the step belongs to, so that its steps can be removed alone; the
  ///     manager does not keep it alive.
  ///   - action: Carries the step out, in the direction the manager is going.
  func registerUndo(
    named name: String, owner: AnyObject, _ action: @escaping @MainActor () -> Void)

  /// Removes every undo and redo step an owner registered, leaving other owners' steps (a
  /// list whose data was replaced has nothing left to undo).
  ///
  /// - Parameter owner: The owner the steps were registered with.
  func removeSteps(of owner: AnyObject)

  /// Runs the latest undo action.
  func undo()

  /// Runs the latest redo action.
  func redo()
}
