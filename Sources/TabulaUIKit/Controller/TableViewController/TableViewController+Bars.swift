#if canImport(UIKit)
internal import Tabula
internal import UIKit

// MARK: - TableViewController + Bars

extension TableViewController {
  /// Whether the Edit/Done button shows: the appearance asks for it and the
  /// behaviour lets the user edit.
  var showsEditButton: Bool { appearance.showsEditButton && behavior.isEditable }

  /// Puts the Edit/Done button and, for an editable provider, the Undo and Redo buttons in
  /// the navigation bar, as the appearance asks.
  func installBarButtons() {
    if showsEditButton {
      navigationItem.rightBarButtonItem = makeEditButton()
    }
    if appearance.showsUndoButtons, hooks.step != nil {
      let undo = UIBarButtonItem(
        systemItem: .undo,
        primaryAction: UIAction(title: "Undo") { [weak self] _ in self?.step(undo: true) })
      let redo = UIBarButtonItem(
        systemItem: .redo,
        primaryAction: UIAction(title: "Redo") { [weak self] _ in self?.step(undo: false) })
      navigationItem.leftBarButtonItems = [undo, redo]
      refreshUndoButtons()
    }
  }

  /// The Edit button, or Done while editing; it flips editing mode.
  func makeEditButton() -> UIBarButtonItem {
    UIBarButtonItem(
      systemItem: isEditing ? .done : .edit,
      primaryAction: UIAction(title: isEditing ? "Done" : "Edit") { [weak self] _ in
        guard let self else { return }
        setEditing(!isEditing, animated: true)
      })
  }

  /// Enables Undo and Redo as the provider's history allows.
  func refreshUndoButtons() {
    guard let history = hooks.history?(), let items = navigationItem.leftBarButtonItems,
      items.count == 2
    else { return }
    items[0].isEnabled = history.canUndo
    items[1].isEnabled = history.canRedo
  }

  /// Undoes or redoes the provider's last step; a failure becomes a diagnostic.
  private func step(undo: Bool) {
    guard let step = hooks.step else { return }
    do {
      try step(undo)
    } catch {
      diagnostics(
        ListDiagnostic(
          kind: .editRefused, message: "\(undo ? "undo" : "redo") failed: \(error)",
          fileID: #fileID, line: #line))
    }
  }
}
#endif
