import GRDB
import Tabula
import TabulaGRDB
import TabulaTestSupport
import Testing

/// Commits a maintained query cannot follow row by row are refetched once, with the reason;
/// a schema change that makes the query unmaintainable switches it to refetching; a dropped
/// table ends the observation with its error.
@MainActor
struct MaintenanceEventTests {
  nonisolated static let request = Entry.query(orderedBy: "position", "id")

  /// A maintained provider of three entries, and the reasons it reports.
  func start(_ backend: Backend, in folder: TemporaryFolder, changeLimit: Int = 1_000)
    async throws -> (any DatabaseWriter, EntryProvider, ReasonRecorder)
  {
    let database = try backend.open(in: folder, entries: (1...3).map { Entry($0) })
    let provider = EntryProvider(
      database, request: Self.request, maintenance: .incremental(changeLimit: changeLimit))
    let recorder = ReasonRecorder()
    provider.onRefetch = recorder.handler
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 3 }
    #expect(provider.refetchReason == nil)
    return (database, provider, recorder)
  }

  /// Waits until the provider shows what the request returns.
  func waitForTable(_ provider: EntryProvider, _ database: any DatabaseWriter) async throws {
    let table = try await database.read { db in try Self.request.fetchAll(db) }
    try await waitUntil("the table") { provider.snapshot.items == table }
  }

  @Test(arguments: Backend.allCases)
  func `a schema change is refetched once and the query stays maintained`(backend: Backend)
    async throws
  {
    let folder = try TemporaryFolder()
    let (database, provider, recorder) = try await start(backend, in: folder)
    try await database.write { db in
      try db.execute(sql: "ALTER TABLE entry ADD COLUMN note TEXT")
      try Entry(4, position: 0).insert(db)
    }
    try await waitForTable(provider, database)
    #expect(recorder.reasons == [.schemaChanged])
    try await database.write { db in try Entry(5, position: 0).insert(db) }
    try await waitForTable(provider, database)
    #expect(recorder.reasons == [.schemaChanged])
    #expect(provider.refetchReason == nil)
  }

  @Test func `a commit of more rows than the limit is refetched once`() async throws {
    let folder = try TemporaryFolder()
    let (database, provider, recorder) = try await start(.queue, in: folder, changeLimit: 2)
    try await database.write { db in
      for id in 4...6 { try Entry(Int64(id), position: 0).insert(db) }
    }
    try await waitForTable(provider, database)
    #expect(recorder.reasons == [.tooManyChanges(3)])
  }

  @Test func `a rewritten rowid is refetched once`() async throws {
    let folder = try TemporaryFolder()
    let (database, provider, recorder) = try await start(.queue, in: folder)
    try await database.write { db in try db.execute(sql: "UPDATE entry SET id = 10 WHERE id = 1") }
    try await waitForTable(provider, database)
    #expect(provider.snapshot.item(id: 10) != nil)
    #expect(provider.snapshot.item(id: 1) == nil)
    #expect(recorder.reasons == [.rowIDsRewritten])
  }

  @Test func `changes notified from elsewhere are refetched once`() async throws {
    let folder = try TemporaryFolder()
    let (database, provider, recorder) = try await start(.queue, in: folder)
    try await database.write { db in try db.notifyChanges(in: Table("entry")) }
    try await waitUntil("the reason") { !recorder.reasons.isEmpty }
    #expect(recorder.reasons == [.externalChanges])
    #expect(provider.snapshot.numberOfItems == 3)
  }

  @Test(arguments: Backend.allCases)
  func `dropping the unique key the ordering needs switches to refetching`(backend: Backend)
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try backend.open(in: folder, entries: (1...3).map { Entry($0) })
    try await database.write { db in
      try db.execute(sql: "CREATE UNIQUE INDEX entry_position ON entry(position)")
    }
    let request = Entry.query(orderedBy: "position")
    let provider = EntryProvider(database, request: request)
    let recorder = ReasonRecorder()
    provider.onRefetch = recorder.handler
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 3 }
    #expect(provider.refetchReason == nil)
    try await database.write { db in
      try db.execute(sql: "DROP INDEX entry_position")
      try Entry(4, position: 0).insert(db)
    }
    try await waitUntil("the insert") { provider.snapshot.numberOfItems == 4 }
    #expect(recorder.reasons == [.orderingNotTotal])
    #expect(provider.refetchReason == .orderingNotTotal)
    try await database.write { db in _ = try Entry.deleteOne(db, id: 2) }
    let table = try await database.read { db in try request.fetchAll(db) }
    try await waitUntil("the delete") { provider.snapshot.items == table }
  }

  @Test(arguments: Backend.allCases)
  func `dropping the table ends the observation with its error`(backend: Backend) async throws {
    let folder = try TemporaryFolder()
    let errors = ErrorRecorder()
    let (database, provider, _) = try await start(backend, in: folder)
    provider.onError = errors.handler
    try await database.write { db in try db.drop(table: "entry") }
    try await waitUntil("the error") { !errors.errors.isEmpty }
    #expect(!provider.isObserving)
    #expect(provider.snapshot.numberOfItems == 3)
    try await database.write { db in try Entry.createTable(db) }
    provider.restartObservation()
    try await waitUntil("the empty table") { provider.snapshot.numberOfItems == 0 }
    #expect(provider.isObserving)
    #expect(provider.refetchReason == nil)
  }

  @Test func `a result that repeats an identifier is refetched and reported`() async throws {
    let folder = try TemporaryFolder()
    let errors = ErrorRecorder()
    let (database, provider, recorder) = try await start(.queue, in: folder)
    provider.onError = errors.handler
    // Rows of a second table under the same identifiers, read through a record type whose
    // identity is its position.
    let byPosition = QueryProvider<ListSection, PositionedEntry>(
      database, request: PositionedEntry.query(orderedBy: "position", "id"),
      onError: errors.handler)
    byPosition.onRefetch = recorder.handler
    try await waitUntil("the first result") { byPosition.snapshot.numberOfItems == 3 }
    try await database.write { db in try Entry(4, position: 2).insert(db) }
    try await waitUntil("the error") { !errors.errors.isEmpty }
    #expect(recorder.reasons == [.inconsistentResult])
    #expect(errors.errors.first is SnapshotError<String, Int>)
    #expect(byPosition.snapshot.numberOfItems == 3)
    _ = provider
  }
}

/// An entry identified by its position, which need not be unique.
struct PositionedEntry: Codable, FetchableRecord, TableRecord, Identifiable, Equatable, Sendable {
  static let databaseTableName = "entry"
  var position: Int
  var name: String
  var id: Int { position }
}

/// Collects what a provider's refetch handler receives.
@MainActor
final class ReasonRecorder {
  private(set) var reasons: [QueryRefetchReason] = []

  var handler: @MainActor (QueryRefetchReason) -> Void {
    { [weak self] reason in self?.reasons.append(reason) }
  }
}
