import Tabula

/// The data behind a list screen that the user edits, with undo and redo: an `EditableList`
/// in memory, or a live SQLite query that writes edits back.
///
/// Both own their data and publish a new snapshot after every change; a screen binds its
/// data source to the model with `ListDataSource.bind(to:)`, so that deletions and moves on
/// the list become undoable steps of the model.
@MainActor
protocol ListModel: DataProvider where Section == ListSection {
  /// Applies an edit and records it as one undoable step; observers then get the result.
  ///
  /// - Parameters:
  ///   - operation: The edit.
  ///   - name: The step's name, for "Undo …" titles.
  /// - Throws: An error naming what could not be done; then nothing changed.
  func perform(_ operation: EditOperation<Section, Item>, named name: String) throws

  /// Reverts the last step.
  ///
  /// - Returns: The step's name, or `nil` if there was nothing to undo.
  /// - Throws: An error if the step can no longer be reverted; then nothing changed.
  @discardableResult
  func undo() throws -> String?

  /// Carries out the last undone step again.
  ///
  /// - Returns: The step's name, or `nil` if there was nothing to redo.
  /// - Throws: An error if the step can no longer be redone; then nothing changed.
  @discardableResult
  func redo() throws -> String?

  /// Shows the model in a data source and sends the user's edits on its surface to the
  /// model: `dataSource.bind(to: self)`.
  ///
  /// - Parameter dataSource: The data source of the screen's list.
  /// - Returns: The token that keeps the model observed.
  func bind(_ dataSource: ListDataSource<Section, Item>) -> ObservationToken

  /// Whether every change made so far has been published; a live query publishes a moment
  /// after each commit.
  var isUpToDate: Bool { get }
}
