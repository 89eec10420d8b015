// MARK: - UICollectionView + Selection

extension UICollectionView {
  /// Whether the user can select items out of editing mode; `true` by default.
  public var allowsSelection: Bool {
    get { engine.selectionRules.allowsSelection }
    set { engine.selectionRules.allowsSelection = newValue }
  }

  /// Whether the user can select several items at once out of editing mode; `false` by
  /// default.
  public var allowsMultipleSelection: Bool {
    get { engine.selectionRules.allowsMultipleSelection }
    set { engine.selectionRules.allowsMultipleSelection = newValue }
  }

  /// Whether the view is in editing mode; entering or leaving it clears the selection,
  /// without telling the delegate.
  @available(iOS 14.0, tvOS 14.0, *)
  public var isEditing: Bool {
    get { storedIsEditing }
    set {
      if newValue != storedIsEditing {
        engine.deselectAll()
      }
      storedIsEditing = newValue
    }
  }

  /// Whether the user can select an item in editing mode; `false` by default.
  @available(iOS 14.0, tvOS 14.0, *)
  public var allowsSelectionDuringEditing: Bool {
    get { engine.selectionRules.allowsSelectionDuringEditing }
    set { engine.selectionRules.allowsSelectionDuringEditing = newValue }
  }

  /// Whether the user can select several items at once in editing mode; `false` by default.
  @available(iOS 14.0, tvOS 14.0, *)
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { engine.selectionRules.allowsMultipleSelectionDuringEditing }
    set { engine.selectionRules.allowsMultipleSelectionDuringEditing = newValue }
  }
}
