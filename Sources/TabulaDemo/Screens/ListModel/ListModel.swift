import Tabula

/// The data behind a list screen that the user edits, with undo and redo: an `EditableList`
/// in memory, or a live SQLite query that writes edits back. Editing, undo and redo are
/// Tabula's `DataProvider` capabilities; a screen adds whether the model is up to date, and
/// how another writer changes it.
@MainActor
protocol ListModel: DataProvider where Section == ListSection {
  /// Whether every change made so far has been published; a live query publishes a moment
  /// after each commit.
  var isUpToDate: Bool { get }

  /// Inserts an item as another writer would (`i`): the list shows it like any change, and
  /// the user's undo history records nothing of it, so that the user's undo undoes the
  /// user's own edits only.
  ///
  /// - Parameter positioned: The item, and where it goes.
  /// - Throws: What the data refuses; then nothing changed.
  func insertAsAnotherWriter(_ positioned: PositionedItem<Item>) throws

  /// Deletes an item as another writer would (`x`), recording nothing in the user's undo
  /// history.
  ///
  /// - Parameter id: The item's identifier.
  /// - Throws: What the data refuses; then nothing changed.
  func deleteAsAnotherWriter(_ id: Item.ID) throws
}
