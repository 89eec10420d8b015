#if canImport(UIKit)
public import Tabula
public import UIKit

// MARK: - UndoManager + UndoRegistrar

extension UndoManager: UndoRegistrar {
  /// Registers an undo step under a name, so that shake-to-undo, the keyboard shortcuts and
  /// the Edit menu undo and redo the list's edits.
  ///
  /// - Parameters:
  ///   - name: The name of the step, shown as "Undo <name>".
  ///   - owner: The list the step belongs to; it is the step's target.
  ///   - action: Undoes the step; it registers its own inverse, as UndoManager expects.
  public func registerUndo(
    named name: String, owner: AnyObject, _ action: @escaping @MainActor () -> Void
  ) {
    registerUndo(withTarget: owner) { _ in
      MainActor.assumeIsolated { action() }
    }
    setActionName(name)
  }

  /// Removes the steps a list registered, with `removeAllActions(withTarget:)`.
  ///
  /// - Parameter owner: The list.
  public func removeSteps(of owner: AnyObject) {
    removeAllActions(withTarget: owner)
  }
}
#endif
