#if canImport(AppKit) && os(macOS)
public import Foundation
public import Tabula

// MARK: - UndoManager + UndoRegistrar

extension UndoManager: UndoRegistrar {
  /// Registers an undo step on the undo manager, named for the Edit menu's Undo item; the
  /// window's undo manager runs it for ⌘Z.
  ///
  /// - Parameters:
  ///   - name: The action's name ("Delete").
  ///   - owner: The object the step belongs to.
  ///   - action: What undoing does.
  public func registerUndo(
    named name: String, owner: AnyObject, _ action: @escaping @MainActor () -> Void
  ) {
    registerUndo(withTarget: owner) { _ in
      MainActor.assumeIsolated { action() }
    }
    setActionName(name)
  }

  /// Removes the steps registered for an owner.
  ///
  /// - Parameter owner: The object the steps belong to.
  public func removeSteps(of owner: AnyObject) {
    removeAllActions(withTarget: owner)
  }
}
#endif
