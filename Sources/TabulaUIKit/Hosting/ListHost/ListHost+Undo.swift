#if canImport(UIKit)
internal import Tabula

// MARK: - ListHost + Undo

extension ListHost {
  /// Registers the user's future edits with an undo manager (the environment's), leaving the
  /// steps registered with the one before.
  ///
  /// - Parameter registrar: The undo manager, or `nil`.
  func connectUndo(to registrar: (any UndoRegistrar)?) {
    guard registrar !== undoRegistrar else { return }
    undoRegistrar?.removeSteps(of: self)
    undoRegistrar = registrar
  }

  /// Registers the action that reverts a step of the bound provider: its undo after an edit
  /// or a redo, its redo after an undo; the undo manager files each by what it is doing.
  ///
  /// - Parameters:
  ///   - name: The step's name, for "Undo …" and "Redo …".
  ///   - undoing: Whether the action undoes the step.
  func registerUndoStep(named name: String, undoing: Bool) {
    guard let undoRegistrar, let provider else { return }
    undoRegistrar.registerUndo(named: name, owner: self) { [weak self, weak provider] in
      guard let self, let provider, provider === self.provider else { return }
      do {
        let stepped = undoing ? try provider.undo() : try provider.redo()
        guard stepped != nil else { return }
        registerUndoStep(named: name, undoing: !undoing)
      } catch {
        report(.editRefused, "\(undoing ? "undo" : "redo") of \(name) failed: \(error)")
      }
    }
  }
}
#endif
