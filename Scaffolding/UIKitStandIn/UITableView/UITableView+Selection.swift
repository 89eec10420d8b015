// MARK: - UITableView + Selection

extension UITableView {
  /// Whether the user can select rows out of editing mode; `true` by default.
  public var allowsSelection: Bool {
    get { engine.selectionRules.allowsSelection }
    set { engine.selectionRules.allowsSelection = newValue }
  }

  /// Whether the user can select a row in editing mode; `false` by default.
  public var allowsSelectionDuringEditing: Bool {
    get { engine.selectionRules.allowsSelectionDuringEditing }
    set { engine.selectionRules.allowsSelectionDuringEditing = newValue }
  }

  /// Whether the user can select several rows at once out of editing mode; `false` by
  /// default.
  @available(iOS 5.0, *)
  public var allowsMultipleSelection: Bool {
    get { engine.selectionRules.allowsMultipleSelection }
    set { engine.selectionRules.allowsMultipleSelection = newValue }
  }

  /// Whether the user can select several rows at once in editing mode; `false` by default.
  /// Out of editing mode it has no effect.
  @available(iOS 5.0, *)
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { engine.selectionRules.allowsMultipleSelectionDuringEditing }
    set { engine.selectionRules.allowsMultipleSelectionDuringEditing = newValue }
  }

  /// The selected rows, sorted (UIKit does not promise an order), or `nil` when none is.
  @available(iOS 5.0, *)
  public var indexPathsForSelectedRows: [IndexPath]? {
    engine.selectedIndexPaths.isEmpty ? nil : engine.selectedIndexPaths.sorted()
  }
}
