import Tabula

/// The data behind a list screen that the user edits, with undo and redo: an `EditableList`
/// in memory, or a live SQLite query that writes edits back. Editing, undo and redo are
/// Tabula's `DataProvider` capabilities; a screen adds only whether the model is up to date.
@MainActor
protocol ListModel: DataProvider where Section == ListSection {
  /// Whether every change made so far has been published; a live query publishes a moment
  /// after each commit.
  var isUpToDate: Bool { get }
}
