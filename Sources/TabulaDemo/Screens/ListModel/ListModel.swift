import Tabula

/// The data behind a list screen that the user edits, with undo and redo: an `EditableList`
/// in memory, or a live SQLite query that writes edits back. Editing, undo and redo are
/// Tabula's `EditableProvider`; a screen adds only how it binds and whether it is up to date.
@MainActor
protocol ListModel: EditableProvider where Section == ListSection {
  /// Shows the model in a data source and sends the user's edits on its surface to the
  /// model: `dataSource.bind(to: self)`, or the provider's own binding.
  ///
  /// - Parameter dataSource: The data source of the screen's list.
  /// - Returns: The token that keeps the model observed.
  func bind(_ dataSource: ListDataSource<Section, Item>) -> ObservationToken

  /// Whether every change made so far has been published; a live query publishes a moment
  /// after each commit.
  var isUpToDate: Bool { get }
}
