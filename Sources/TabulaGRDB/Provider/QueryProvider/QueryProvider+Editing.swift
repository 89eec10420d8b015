internal import GRDB
public import Tabula

// MARK: - QueryProvider + Editing

extension QueryProvider {
  /// Runs an edit of the history and the list in one write transaction, and keeps the
  /// history's new state only if the transaction committed; the edit returns its step's name.
  typealias Writer =
    @MainActor (
      _ edit: (inout UndoHistory<Section, Record>, inout Snapshot<Section, Record>) throws ->
        String?
    ) throws -> String?

  /// Whether the user's edits are written to the database: the provider was created with
  /// persistable records (`PersistableRecord`, with identifiers GRDB can store).
  public var isEditable: Bool { writer != nil }

  /// Sets the data source's `plansLongUpdatesInBackground`: a refetched long result is
  /// compared with the shown one off the main actor.
  ///
  /// - Parameter dataSource: The data source about to be bound to the provider.
  public func prepare(_ dataSource: ListDataSource<Section, Record>) {
    dataSource.plansLongUpdatesInBackground = true
  }

  /// Writes an edit to the database in one transaction and records it as one undoable step;
  /// the observation then publishes the result.
  ///
  /// The edit is applied to the query's result as the transaction reads it, and written as
  /// the difference: deleted rows are deleted by primary key, inserted records inserted,
  /// replaced records updated. A record moved to another section is given that section's key
  /// by the initializer's `movesAcrossSections` closure and updated. Then the order within
  /// each section is written to ``orderingColumn``: a moved row whose new neighbours' values
  /// leave room (reals, or integers with a gap) gets a value between them, or past the first
  /// or last, so that it is the only row written; otherwise the rows whose place changed hand
  /// their values out again in the new order. Then the query runs again in the transaction:
  /// if it does not return the edited list, the transaction rolls back.
  ///
  /// ```swift
  /// try provider.perform(.moveItem("Italy", to: ItemPath(section: 2, item: 0)), named: "Move")
  /// try provider.undo()  // written back the same way
  /// ```
  ///
  /// A drop of several rows is one `EditOperation.group(_:)` of moves: one transaction and
  /// one step, whichever sections its rows come from and go to.
  ///
  /// The provider's ``snapshot`` does not change before this returns; the observation
  /// publishes the new result shortly after, like any other commit.
  ///
  /// - Parameters:
  ///   - operation: The edit; a `EditOperation.group(_:)` is one step and one transaction.
  ///   - name: The step's name, for "Undo …" and "Redo …" titles.
  /// - Throws: `SnapshotError` if the edit names an item or position the result no longer
  ///   has; GRDB's `DatabaseError` if the database refuses the write (a constraint, a missing
  ///   table); ``QueryProviderError`` if the provider cannot write
  ///   (``QueryProviderError/notEditable``, ``QueryProviderError/readOnlyDatabase``), if a move
  ///   needs what the provider was not given (``QueryProviderError/moveNeedsOrderingColumn``,
  ///   ``QueryProviderError/moveAcrossSectionsNotWritable``), or if the edit cannot be written
  ///   so that the query returns it (``QueryProviderError/editNotRepresentable``). Then the
  ///   transaction rolled back, the database is unchanged, and the history records nothing.
  /// - Complexity: O(*n* + *w*), where *n* is the number of records (the transaction runs the
  ///   query two or three times) and *w* the number of rows written: 1 per moved row where
  ///   its neighbours leave room, |*i* − *j*| + 1 for a move from *i* to *j* where they do not.
  public func perform(_ operation: EditOperation<Section, Record>, named name: String) throws {
    _ = try write { history, snapshot in
      try history.perform(operation, named: name, on: &snapshot)
      return nil
    }
  }

  /// Writes the inverse of the last step to the database in one transaction; the step then
  /// becomes the next to redo.
  ///
  /// - Returns: The reverted step's name, or `nil` if there was nothing to undo.
  /// - Throws: As ``perform(_:named:)``; then the database and the history are unchanged.
  /// - Complexity: As ``perform(_:named:)``.
  @discardableResult
  public func undo() throws -> String? {
    guard history.canUndo else { return nil }
    return try write { history, snapshot in try history.undo(&snapshot) }
  }

  /// Writes the last undone step to the database again in one transaction; it then becomes
  /// the next to undo.
  ///
  /// - Returns: The step's name, or `nil` if there was nothing to redo.
  /// - Throws: As ``perform(_:named:)``; then the database and the history are unchanged.
  /// - Complexity: As ``perform(_:named:)``.
  @discardableResult
  public func redo() throws -> String? {
    guard history.canRedo else { return nil }
    return try write { history, snapshot in try history.redo(&snapshot) }
  }

  // MARK: Private

  private func write(
    _ edit: (inout UndoHistory<Section, Record>, inout Snapshot<Section, Record>) throws ->
      String?
  ) throws -> String? {
    guard let writer else { throw QueryProviderError.notEditable }
    return try writer(edit)
  }
}
