import GRDB
import Tabula
import TabulaGRDB
import TabulaTestSupport
import Testing

/// A maintained query fetches the rows a commit changed, not the table: the count of rows
/// fetched for a one-row insert, update and delete is the same at every table size.
@MainActor
struct MaintenanceComplexityTests {
  /// Rows fetched to follow one insert, one update and one delete, each its own commit, on a
  /// table of `size` rows.
  func rowsFetchedForThreeCommits(size: Int, backend: Backend) async throws -> Int {
    let folder = try TemporaryFolder()
    let database = try backend.open(in: folder)
    // NB: one statement for every row, which keeps the thread sanitizer's run short.
    try await database.write { db in
      try db.execute(
        sql: """
          WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ?)
          INSERT INTO entry (id, section, position, name)
          SELECT x, 'A', x % 100, 'entry ' || x FROM n
          """,
        arguments: [size])
    }
    let provider = EntryProvider(
      database, request: Entry.query(orderedBy: "position", "id"), sectionKey: \.section)
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == size }
    #expect(provider.refetchReason == nil)
    let before = provider.maintainedRowCount
    #expect(before == size)

    try await database.write { db in try Entry(0, position: 50).insert(db) }
    try await waitUntil("the insert") { provider.snapshot.item(id: 0) != nil }
    try await database.write { db in
      _ = try Entry.filter(id: 7).updateAll(db, Column("position").set(to: 99))
    }
    try await waitUntil("the update") { provider.snapshot.item(id: 7)?.position == 99 }
    try await database.write { db in _ = try Entry.deleteOne(db, id: 3) }
    try await waitUntil("the delete") { provider.snapshot.item(id: 3) == nil }

    let table = try await database.read { db in
      try Entry.query(orderedBy: "position", "id").fetchAll(db)
    }
    #expect(provider.snapshot.items == table)
    return provider.maintainedRowCount - before
  }

  @Test(arguments: Backend.allCases)
  func `a one-row commit fetches one row whatever the table's size`(backend: Backend)
    async throws
  {
    var fetched: [Int] = []
    for size in [100, 1_000, 5_000, 20_000] {
      fetched.append(try await rowsFetchedForThreeCommits(size: size, backend: backend))
    }
    // The insert and the update fetch their row; the delete fetches none.
    #expect(fetched == [2, 2, 2, 2])
  }
}
