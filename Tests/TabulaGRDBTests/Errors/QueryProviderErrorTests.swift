import Foundation
import GRDB
import Tabula
import TabulaGRDB
import TabulaTestSupport
import TabulaTesting
import Testing

/// Every failure reaches the error handler as the error it is; the list keeps its last good
/// snapshot, a failed edit is not recorded, and nothing on disk changes.
@MainActor
struct QueryProviderErrorTests {
  let folder: TemporaryFolder
  let errors = ErrorRecorder()

  init() throws {
    folder = try TemporaryFolder()
  }

  /// A provider of `request` on `database`, once it shows `count` entries.
  func provider(
    _ database: any DatabaseReader, request: some FetchRequest<Entry> = Entry.ordered,
    showing count: Int
  ) async throws -> EntryProvider {
    let provider = EntryProvider(
      database, request: request, orderingColumn: "position", onError: errors.handler)
    try await waitUntil("\(count) entries") { provider.snapshot.numberOfItems == count }
    return provider
  }

  /// The database error the handler received last, if any.
  var lastDatabaseError: DatabaseError? { errors.errors.last as? DatabaseError }

  @Test func `a missing database file reaches the handler, and no file is made in its place`()
    async throws
  {
    let path = folder.path("list.sqlite")
    let pool = try #require(
      try Backend.pool.open(in: folder, entries: [Entry(1), Entry(2)]) as? DatabasePool)
    let provider = try await provider(pool, showing: 2)
    let shown = provider.snapshot
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
    pool.releaseMemory()  // closes the readers: the next read opens the file again

    provider.restartObservation()
    try await waitUntil("the error") { !errors.errors.isEmpty }
    #expect(lastDatabaseError?.resultCode == .SQLITE_CANTOPEN)
    #expect(provider.snapshot == shown)
    #expect(!provider.isObserving)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func `a corrupt database file reaches the handler, and a failed edit leaves it as it is`()
    async throws
  {
    let queue = try Backend.queue.open(in: folder, entries: (1...300).map { Entry($0) })
    let provider = try await provider(queue, showing: 300)
    let shown = provider.snapshot
    let rootPage = try await queue.read { db in
      try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'entry'")
    }
    try Self.corrupt(page: try #require(rootPage), of: folder.path("list.sqlite"))
    let corrupted = try folder.bytes("list.sqlite")

    provider.restartObservation()
    try await waitUntil("the error") { !errors.errors.isEmpty }
    #expect(lastDatabaseError?.resultCode == .SQLITE_CORRUPT)
    #expect(provider.snapshot == shown)

    #expect(throws: DatabaseError.self) { try provider.perform(.deleteItems([1]), named: "Delete") }
    #expect(!provider.history.canUndo)
    #expect(try folder.bytes("list.sqlite") == corrupted)
  }

  @Test func `a missing table reaches the handler, and a failed edit writes nothing`()
    async throws
  {
    let queue = try Backend.queue.open(in: folder, entries: [Entry(1), Entry(2)])
    let provider = try await provider(queue, showing: 2)
    let shown = provider.snapshot
    try await queue.write { db in try db.drop(table: "entry") }
    let bytes = try folder.bytes("list.sqlite")

    provider.restartObservation()
    try await waitUntil("the error") { !errors.errors.isEmpty }
    #expect(lastDatabaseError?.resultCode == .SQLITE_ERROR)
    #expect(lastDatabaseError?.message == "no such table: entry")
    #expect(provider.snapshot == shown)

    #expect(throws: DatabaseError.self) { try provider.perform(.deleteItems([1]), named: "Delete") }
    #expect(!provider.history.canUndo)
    #expect(try folder.bytes("list.sqlite") == bytes)
  }

  @Test func `a table missing from the start reaches the handler, and the list stays empty`()
    async throws
  {
    let queue = try DatabaseQueue(path: folder.path("empty.sqlite"))
    let provider = EntryProvider(queue, request: Entry.ordered, onError: errors.handler)
    let observation = provider.observe { _ in }  // a provider starts when first observed
    defer { observation.cancel() }
    try await waitUntil("the error") { !errors.errors.isEmpty }
    #expect(lastDatabaseError?.message == "no such table: entry")
    #expect(provider.snapshot.numberOfItems == 0)
    #expect(!provider.isObserving)

    // Once the table exists, the observation can start again.
    try await queue.write { db in
      try Entry.createTable(db)
      try Entry(1).insert(db)
    }
    provider.restartObservation()
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 1 }
    #expect(provider.isObserving)
  }

  @Test
  func `a constraint violation on write-back reaches the handler, and the table is unchanged`()
    async throws
  {
    let queue = try Backend.queue.open(in: folder, entries: [Entry(1), Entry(2)])
    try await queue.write { db in
      try db.create(table: "tag") { table in
        table.column("entry", .integer).notNull().references("entry", onDelete: .restrict)
      }
      try db.execute(sql: "INSERT INTO tag (entry) VALUES (1)")
    }
    let provider = try await provider(queue, showing: 2)
    let list = ShownList(provider)
    let shown = provider.snapshot
    let bytes = try folder.bytes("list.sqlite")

    // The user deletes entry 1, which a tag refers to.
    #expect(list.view.simulateUserDelete(at: ItemPath(section: 0, item: 0)))
    #expect(lastDatabaseError?.resultCode == .SQLITE_CONSTRAINT)
    #expect(lastDatabaseError?.message == "FOREIGN KEY constraint failed")
    // Renaming entry 2 as entry 1 breaks the unique name.
    #expect {
      try provider.perform(.replaceItem(Entry(2, name: "entry 1")), named: "Rename")
    } throws: { error in
      (error as? DatabaseError)?.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE
    }

    #expect(!provider.history.canUndo)
    #expect(provider.snapshot == shown)
    #expect(list.shows(shown))
    #expect(try folder.bytes("list.sqlite") == bytes)
    #expect(list.view.problems.isEmpty, "\(list.view.problems)")
  }

  @Test func `a failed query reaches the handler, and the list keeps its last good snapshot`()
    async throws
  {
    let queue = try Backend.queue.open(in: folder, entries: [Entry(1), Entry(2)])
    // abs() of the smallest integer overflows: the query fails once such a row exists.
    let request = SQLRequest<Entry>(
      sql: "SELECT * FROM entry WHERE abs(position) >= 0 ORDER BY position")
    let provider = try await provider(queue, request: request, showing: 2)
    let shown = provider.snapshot

    try await queue.write { db in try Entry(3, position: Int.min).insert(db) }
    try await waitUntil("the error") { !errors.errors.isEmpty }
    #expect(lastDatabaseError?.message == "integer overflow")
    #expect(provider.snapshot == shown)
    #expect(!provider.isObserving)

    let bytes = try folder.bytes("list.sqlite")
    #expect(throws: DatabaseError.self) { try provider.perform(.deleteItems([1]), named: "Delete") }
    #expect(!provider.history.canUndo)
    #expect(try folder.bytes("list.sqlite") == bytes)

    try await queue.write { db in _ = try Entry.deleteOne(db, id: 3) }
    provider.restartObservation()
    try await waitUntil("observing again") { provider.isObserving && errors.errors.count == 1 }
    #expect(provider.snapshot == shown)
  }

  @Test
  func `duplicate ids reach the handler as a snapshot error, and observing goes on`()
    async throws
  {
    let queue = try Backend.queue.open(in: folder, entries: [Entry(1), Entry(2)])
    let request = SQLRequest<Entry>(
      sql: """
        SELECT * FROM (SELECT * FROM entry UNION ALL SELECT * FROM entry WHERE name = 'twice')
        ORDER BY position
        """)
    let provider = try await provider(queue, request: request, showing: 2)
    let shown = provider.snapshot

    try await queue.write { db in try Entry(3, name: "twice").insert(db) }
    try await waitUntil("the error") { !errors.errors.isEmpty }
    let expected = SnapshotError<String, Int64>.duplicateIdentifiers(
      sections: [],
      items: [
        .init(
          id: 3, positions: [ItemPath(section: 0, item: 2), ItemPath(section: 0, item: 3)])
      ])
    #expect(errors.errors.last as? SnapshotError<String, Int64> == expected)
    #expect(provider.snapshot == shown)
    #expect(provider.isObserving)

    let bytes = try folder.bytes("list.sqlite")
    #expect(throws: expected) { try provider.perform(.deleteItems([1]), named: "Delete") }
    #expect(!provider.history.canUndo)
    #expect(try folder.bytes("list.sqlite") == bytes)

    try await queue.write { db in
      _ = try Entry.filter(id: 3).updateAll(db, Column("name").set(to: "once"))
    }
    try await waitUntil("the good result") { provider.snapshot.numberOfItems == 3 }
    #expect(provider.snapshot.names == [["entry 1", "entry 2", "once"]])
  }

  // MARK: Private

  /// Overwrites a page of a SQLite file with garbage, and bumps the file change counter so
  /// that open connections read the file again.
  private static func corrupt(page: Int, of path: String) throws {
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    defer { try? handle.close() }
    let header = try #require(try handle.read(upToCount: 100))
    let pageSize = Int(header[16]) << 8 | Int(header[17])
    try handle.seek(toOffset: UInt64((page - 1) * pageSize))
    try handle.write(contentsOf: Data(repeating: 0xA5, count: pageSize))
    let counter = header[24..<28].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } &+ 1
    try handle.seek(toOffset: 24)
    try handle.write(contentsOf: withUnsafeBytes(of: counter.bigEndian) { Data($0) })
  }
}
