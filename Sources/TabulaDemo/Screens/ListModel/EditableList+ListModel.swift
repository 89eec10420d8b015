import Tabula

// MARK: - EditableList + ListModel

extension EditableList: ListModel where Section == ListSection {
  /// Always `true`: an editable list publishes each change before the change returns.
  var isUpToDate: Bool { true }

  /// Inserts an item as a new snapshot from elsewhere does; see ``writeAsAnotherWriter(_:)``.
  ///
  /// - Parameter positioned: The item, and where it goes.
  /// - Throws: ``SnapshotError`` if it does not fit there; then nothing changed.
  func insertAsAnotherWriter(_ positioned: PositionedItem<Item>) throws {
    try writeAsAnotherWriter(.insertItems([positioned]))
  }

  /// Deletes an item as a new snapshot from elsewhere does; see ``writeAsAnotherWriter(_:)``.
  ///
  /// - Parameter id: The item's identifier.
  /// - Throws: ``SnapshotError`` if it is not in the list; then nothing changed.
  func deleteAsAnotherWriter(_ id: Item.ID) throws {
    try writeAsAnotherWriter(.deleteItems([id]))
  }

  /// Replaces the data with the changed data, as a new snapshot from elsewhere does: an
  /// in-memory list records no step for it, and forgets the user's steps, which the change
  /// may have made impossible to undo (`EditableList.replace(with:)`).
  private func writeAsAnotherWriter(_ operation: EditOperation<ListSection, Item>) throws {
    var changed = snapshot
    _ = try operation.apply(to: &changed)
    replace(with: changed)
  }
}
