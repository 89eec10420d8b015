import GRDB
import Tabula
import TabulaExampleDatabase
import TabulaExampleModels
import TabulaGRDB

/// Seed 004's countries live from SQLite: a ``CountriesDatabase`` and its `QueryProvider`,
/// as a ``ListModel``. Edits are written to the file; the list shows them when the query
/// publishes its new result, a moment after each commit.
@MainActor
final class LiveCountries: ListModel {
  /// The file.
  let database: CountriesDatabase

  /// The live query over the file.
  let provider: QueryProvider<ListSection, Country>

  // MARK: Lifecycle

  /// Starts observing the countries of a database.
  ///
  /// - Parameters:
  ///   - database: The opened file.
  ///   - log: Where the observation's and the edits' errors go.
  init(database: CountriesDatabase, log: DiagnosticLog) {
    self.database = database
    self.provider = database.provider { error in log.record("database: \(error)") }
  }

  // MARK: Internal

  /// The last result of the query.
  var snapshot: Snapshot<ListSection, Country> { provider.snapshot }

  /// `true`: the user's edits are written to the file.
  var isEditable: Bool { provider.isEditable }

  /// Where the edits the file refused go: the log.
  var onError: (@MainActor (any Error) -> Void)? { provider.onError }

  /// Sets the data source up as the provider does: long results compared off the main actor.
  ///
  /// - Parameter dataSource: The data source about to be bound.
  func prepare(_ dataSource: ListDataSource<ListSection, Country>) {
    provider.prepare(dataSource)
  }

  /// The steps written to the file that can be undone and redone.
  var history: UndoHistory<ListSection, Country> { provider.history }

  /// Whether the provider has published what the file holds: the same countries in the same
  /// order, each in the same continent (a country moved to the end of the continent before
  /// keeps its place in the order).
  var isUpToDate: Bool {
    (try? database.countries()) == provider.snapshot.items
  }

  /// Calls `onChange` with each new result.
  ///
  /// - Parameter onChange: Called on the main actor.
  /// - Returns: The token that keeps the observation alive.
  func observe(_ onChange: @escaping @MainActor (Snapshot<ListSection, Country>) -> Void)
    -> ObservationToken
  {
    provider.observe(onChange)
  }

  /// Inserts a country in the file with a statement of its own, as another program would:
  /// the query shows it last in its continent (the file's trigger gives it the next
  /// position), and the user's history does not record it.
  ///
  /// - Parameter positioned: The country; its place is the end of its continent.
  /// - Throws: GRDB's `DatabaseError` (a country of that name already there); then the file
  ///   is unchanged.
  func insertAsAnotherWriter(_ positioned: PositionedItem<Country>) throws {
    try database.queue.write { db in try positioned.item.insert(db) }
  }

  /// Deletes a country from the file with a statement of its own, as another program would;
  /// the user's history does not record it.
  ///
  /// - Parameter id: The country's name.
  /// - Throws: GRDB's `DatabaseError`; then the file is unchanged.
  func deleteAsAnotherWriter(_ id: Country.ID) throws {
    _ = try database.queue.write { db in try Country.deleteOne(db, key: id) }
  }

  /// Writes an edit to the file as one undoable step.
  ///
  /// - Parameters:
  ///   - operation: The edit.
  ///   - name: The step's name.
  /// - Throws: What the provider throws; then the file is unchanged.
  func perform(_ operation: EditOperation<ListSection, Country>, named name: String) throws {
    try provider.perform(operation, named: name)
  }

  /// Writes the inverse of the last step to the file.
  ///
  /// - Returns: The step's name, or `nil` if there was nothing to undo.
  /// - Throws: What the provider throws; then the file is unchanged.
  @discardableResult
  func undo() throws -> String? { try provider.undo() }

  /// Writes the last undone step to the file again.
  ///
  /// - Returns: The step's name, or `nil` if there was nothing to redo.
  /// - Throws: What the provider throws; then the file is unchanged.
  @discardableResult
  func redo() throws -> String? { try provider.redo() }
}
