import GRDB
import Tabula
import TabulaGRDB
import TabulaTestSupport
import Testing

/// A write SQLite does not report makes a maintained list differ from its query; the
/// verification finds the difference, reports it, and switches the query to refetching.
@MainActor
struct MaintenanceVerificationTests {
  nonisolated static let request = Entry.query(orderedBy: "position", "id")

  /// `INSERT OR REPLACE` deletes the row whose unique `name` it takes, and SQLite reports no
  /// event for that deletion.
  nonisolated static func replaceUnreported(_ db: Database) throws {
    try db.execute(
      sql: "INSERT OR REPLACE INTO entry (id, section, position, name) VALUES (10, 'A', 0, ?)",
      arguments: ["entry 1"])
  }

  /// A provider of three entries, verified every `commits` commits, and its errors.
  func start(_ backend: Backend, in folder: TemporaryFolder, verifyingEvery commits: Int)
    async throws -> (any DatabaseWriter, EntryProvider, ErrorRecorder)
  {
    let database = try backend.open(in: folder, entries: (1...3).map { Entry($0) })
    let errors = ErrorRecorder()
    let provider = EntryProvider(
      database, request: Self.request,
      maintenance: .incremental(changeLimit: 1_000, verification: .every(commits: commits)),
      onError: errors.handler)
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 3 }
    return (database, provider, errors)
  }

  @Test(arguments: Backend.allCases)
  func `a difference is reported with the query and the row, then the query is refetched`(
    backend: Backend
  ) async throws {
    let folder = try TemporaryFolder()
    let (database, provider, errors) = try await start(backend, in: folder, verifyingEvery: 2)
    var reasons: [QueryRefetchReason] = []
    provider.onRefetch = { reasons.append($0) }

    try await database.write { db in try Self.replaceUnreported(db) }
    // One commit: not due yet, and the list keeps the row SQLite deleted without saying.
    try await waitUntil("the replacing row") { provider.snapshot.item(id: 10) != nil }
    #expect(provider.snapshot.item(id: 1) != nil)
    #expect(errors.errors.isEmpty)

    try await database.write { db in try Entry(11, position: 9).insert(db) }
    let table = try await database.read { db in try Self.request.fetchAll(db) }
    try await waitUntil("the refetch") { provider.snapshot.items == table }
    let divergence = try #require(errors.errors.first as? QueryDivergence)
    #expect(errors.errors.count == 1)
    #expect(divergence.sql.contains("ORDER BY \"position\", \"id\""))
    #expect(divergence.row == 1)
    #expect(divergence.maintained == "entry 1 in section items")
    #expect(divergence.fetched == "entry 2 in section items")
    #expect(divergence.description.contains("row 1"))
    #expect(reasons == [.maintenanceDiverged])
    #expect(provider.refetchReason == .maintenanceDiverged)
    #expect(QueryRefetchReason.maintenanceDiverged.isPermanent)
  }

  @Test(arguments: Backend.allCases)
  func `a list that matches its query is verified without a report or a refetch`(
    backend: Backend
  ) async throws {
    let folder = try TemporaryFolder()
    let (database, provider, errors) = try await start(backend, in: folder, verifyingEvery: 1)
    for id in 4...12 {
      try await database.write { db in try Entry(Int64(id), position: id % 4).insert(db) }
    }
    let table = try await database.read { db in try Self.request.fetchAll(db) }
    try await waitUntil("every commit") { provider.snapshot.items == table }
    #expect(errors.errors.isEmpty)
    #expect(provider.refetchReason == nil)
  }

  @Test func `debug builds verify every 16 commits, release builds never`() {
    #if DEBUG
    #expect(QueryMaintenance.Verification.automatic == .every(commits: 16))
    #else
    #expect(QueryMaintenance.Verification.automatic == .off)
    #endif
    #expect(QueryMaintenance.automatic == .incremental(changeLimit: 1_000))
  }
}
