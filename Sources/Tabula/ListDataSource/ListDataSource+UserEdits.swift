// MARK: - ListDataSource + User edits

extension ListDataSource {
  /// Whether the user may delete or move the item at a position: whether a handler for user
  /// edits is set and the position holds an item.
  ///
  /// - Parameter path: The position of the item.
  /// - Returns: `true` if the item is editable.
  public func canEditItem(at path: ItemPath) -> Bool {
    userEdits != nil && snapshot.item(at: path) != nil
  }

  /// Hands a deletion the user made on screen to ``userEdits``, as an edit of the item's
  /// identifier; the new snapshot then removes the row with an animation.
  ///
  /// - Parameter path: The position of the item.
  public func userDidDeleteItem(at path: ItemPath) {
    guard let item = snapshot.item(at: path) else {
      return report(.positionOutOfRange, "the user deleted \(path), which is not in the list")
    }
    userEdits?(.deleteItems([item.id]), "Delete")
  }

  /// Accepts a move the user already made on screen, then hands it to ``userEdits``.
  ///
  /// The data source updates what it shows at once, without a batch, because the surface has
  /// already moved the row; the provider's new snapshot then equals what is shown, and is not
  /// animated a second time.
  ///
  /// - Parameters:
  ///   - source: Where the row was.
  ///   - destination: Where the user dropped it.
  public func userDidMoveItem(from source: ItemPath, to destination: ItemPath) {
    var moved = snapshot
    guard let item = snapshot.item(at: source),
      (try? moved.moveItem(at: source, to: destination)) != nil
    else {
      return report(.positionOutOfRange, "the user moved \(source) to \(destination)")
    }
    snapshot = moved
    userEdits?(.moveItem(item.id, to: destination), "Move")
  }

  /// Shows an editable list and sends the user's edits to it: the list's snapshots are
  /// applied as they come, deletions and moves on the surface become undoable steps.
  ///
  /// - Parameter list: The list to show and edit.
  /// - Returns: The token that keeps the list observed.
  public func bind(to list: EditableList<Section, Item>) -> ObservationToken {
    apply(list.snapshot, animated: false)
    userEdits = { [weak self, weak list] operation, name in
      guard let self, let list else { return }
      do {
        try list.perform(operation, named: name)
      } catch {
        report(.editRefused, "the user's edit was refused: \(error)")
        // What the surface shows may have moved ahead of the list: show the list again.
        apply(list.snapshot)
      }
    }
    return list.observe { [weak self] snapshot in self?.apply(snapshot) }
  }
}
