import GRDB
import Tabula
import TabulaGRDB
import TabulaTestSupport
import Testing

/// A table the `entry` table's sections may name, for a join.
struct Tag: TableRecord {
  static let databaseTableName = "tag"
}

/// The entries' count, under the `id` column: a record whose selection is an aggregate.
struct EntryCount: Codable, FetchableRecord, TableRecord, Identifiable, Equatable, Sendable {
  static let databaseTableName = "entry"
  static var databaseSelection: [any SQLSelectable] { [count(Column("id")).forKey("id")] }
  var id: Int64
}

/// An entry whose selection gives its name the name of the `position` column.
struct RenamedEntry: Codable, FetchableRecord, TableRecord, Identifiable, Equatable, Sendable {
  static let databaseTableName = "entry"
  static var databaseSelection: [any SQLSelectable] {
    [Column("id"), Column("name").forKey("position")]
  }
  var id: Int64
  var position: String
}

/// An entry whose selection names its name `label`, an alias that is no column of the table.
struct LabeledEntry: Codable, FetchableRecord, TableRecord, Identifiable, Equatable, Sendable {
  static let databaseTableName = "entry"
  static var databaseSelection: [any SQLSelectable] {
    [Column("id"), Column("name").forKey("label")]
  }
  var id: Int64
  var label: String
}

/// Queries that cannot be maintained are refetched after every commit, say why, and show what
/// the query returns.
@MainActor
struct QueryRefetchReasonTests {
  /// A request that is refetched, and the reason it gives.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let request: any FetchRequest<Entry>
    let reason: QueryRefetchReason

    var testDescription: String { name }
  }

  nonisolated static let byID = [Column("id")]

  nonisolated static let cases: [Case] = [
    // Query interface requests: their clauses and their ordering are only in their SQL.
    Case(name: "LIMIT", request: Entry.order(byID).limit(100), reason: .notTableQuery),
    Case(name: "DISTINCT", request: Entry.order(byID).distinct(), reason: .notTableQuery),
    Case(
      name: "GROUP BY", request: Entry.all().group(Column("section")).order(byID),
      reason: .notTableQuery),
    Case(
      name: "join",
      request: Entry.joining(
        required: Entry.belongsTo(Tag.self, using: ForeignKey(["section"], to: ["name"]))
      ).order(byID),
      reason: .notTableQuery),
    Case(name: "no ORDER BY", request: Entry.all(), reason: .notTableQuery),
    Case(
      name: "expression ordering", request: Entry.order(Column("position") + 1, Column("id")),
      reason: .notTableQuery),
    Case(
      name: "collated ordering",
      request: Entry.order(Column("name").collating(.nocase), Column("id")),
      reason: .notTableQuery),
    Case(name: "columns ordered by GRDB", request: Entry.order(byID), reason: .notTableQuery),
    // Table queries: what SQLite says of them.
    Case(
      name: "subquery",
      request: Entry.query(
        where: SQL("section IN (SELECT section FROM entry WHERE id = 1)"), orderedBy: "id"),
      reason: .unsupportedClause("a subquery")),
    Case(
      name: "scalar subquery",
      request: Entry.query(
        where: SQL("position < (SELECT max(position) FROM entry)"), orderedBy: "id"),
      reason: .unsupportedClause("a subquery")),
    Case(
      name: "subquery on another table",
      request: Entry.query(where: SQL("section IN (SELECT name FROM tag)"), orderedBy: "id"),
      reason: .severalTables),
    Case(name: "no ordering columns", request: Entry.query(orderedBy: []), reason: .noOrdering),
    Case(name: "ordering with ties", request: Entry.ordered, reason: .orderingNotTotal),
    Case(
      name: "WITHOUT ROWID table",
      request: TableQuery<Entry>("plain", orderedBy: ["id"]), reason: .noRowID),
    Case(name: "view", request: TableQuery<Entry>("seen", orderedBy: ["id"]), reason: .noRowID),
    Case(
      name: "collation of an ordering column",
      request: TableQuery<Entry>("collated", orderedBy: ["name", "id"]),
      reason: .columnCollation("name")),
    Case(
      name: "partial unique index",
      request: TableQuery<Entry>("flagged", orderedBy: ["name"]), reason: .orderingNotTotal),
  ]

  /// Opens a database with the `entry` table and the others the cases read.
  func open(_ backend: Backend, in folder: TemporaryFolder) throws -> any DatabaseWriter {
    let database = try backend.open(in: folder, entries: (1...3).map { Entry($0) })
    try database.write { db in
      try db.execute(
        sql: """
          CREATE TABLE tag (name TEXT PRIMARY KEY);
          INSERT INTO tag VALUES ('A');
          CREATE TABLE plain (id INTEGER PRIMARY KEY, section TEXT, position INT, name TEXT)
            WITHOUT ROWID;
          CREATE TABLE collated (
            id INTEGER PRIMARY KEY, section TEXT, position INT, name TEXT COLLATE NOCASE);
          CREATE TABLE flagged (
            id INTEGER NOT NULL, section TEXT NOT NULL, position INT NOT NULL,
            name TEXT NOT NULL);
          CREATE UNIQUE INDEX flagged_name ON flagged(name) WHERE position = 1;
          CREATE VIEW seen AS SELECT * FROM entry;
          INSERT INTO plain SELECT * FROM entry;
          INSERT INTO collated SELECT * FROM entry;
          INSERT INTO flagged SELECT * FROM entry;
          """)
    }
    return database
  }

  @Test(arguments: cases)
  func `a query that cannot be maintained is refetched and says why`(_ testCase: Case)
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try open(.queue, in: folder)
    let provider = EntryProvider(database, request: testCase.request)
    var reasons: [QueryRefetchReason] = []
    provider.onRefetch = { reasons.append($0) }
    let observation = provider.observe { _ in }  // a provider starts when first observed
    defer { observation.cancel() }
    try await waitUntil("the reason") { !reasons.isEmpty }
    #expect(reasons == [testCase.reason])
    #expect(provider.refetchReason == testCase.reason)
    #expect(testCase.reason.isPermanent)
    #expect(!testCase.reason.description.isEmpty)
  }

  @Test func `a selection that is not the table's columns is refetched and says why`()
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try open(.queue, in: folder)
    let counted = QueryProvider(database, request: EntryCount.query(orderedBy: "id"))
    let renamed = QueryProvider(database, request: RenamedEntry.query(orderedBy: "position", "id"))
    let labeled = QueryProvider(
      database, request: LabeledEntry.query(orderedBy: .descending("label")))
    try await waitUntil("every result") {
      counted.snapshot.numberOfItems == 1 && renamed.snapshot.numberOfItems == 3
        && labeled.snapshot.numberOfItems == 3
    }
    #expect(counted.refetchReason == .unsupportedClause("a selection that is not plain columns"))
    #expect(renamed.refetchReason == .orderingNotColumns("position"))
    #expect(renamed.snapshot.items.map(\.position) == ["entry 1", "entry 2", "entry 3"])
    #expect(labeled.refetchReason == .orderingNotColumns("label"))
    #expect(labeled.snapshot.items.map(\.label) == ["entry 3", "entry 2", "entry 1"])
  }

  @Test func `providers that cannot observe transactions, read SQL or build sections say why`()
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try open(.pool, in: folder)
    let total = Entry.query(orderedBy: "id")
    let providers = [
      EntryProvider(database, request: total, maintenance: .refetch),
      EntryProvider(AnyDatabaseReader(database), request: total),
      EntryProvider(database, request: SQLRequest<Entry>(sql: "SELECT * FROM entry ORDER BY id")),
      QueryProvider(database, request: total, sectionKey: \.section) { key, _ in ListSection(key) },
    ]
    let expected: [QueryRefetchReason] = [
      .requested, .readOnlyDatabase, .notQueryInterfaceRequest, .sectionsReadRecords,
    ]
    try await waitUntil("every first result") {
      providers.allSatisfy { $0.snapshot.numberOfItems == 3 }
    }
    #expect(providers.map(\.refetchReason) == expected)
  }

  @Test(arguments: Backend.allCases)
  func `a refetched query still shows every commit`(backend: Backend) async throws {
    let folder = try TemporaryFolder()
    let database = try open(backend, in: folder)
    let request = Entry.query(orderedBy: "position", "section")  // rows may tie
    let provider = EntryProvider(database, request: request)
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 3 }
    #expect(provider.refetchReason == .orderingNotTotal)
    try await database.write { db in
      try Entry(4, position: 0).insert(db)
      _ = try Entry.deleteOne(db, id: 2)
    }
    let table = try await database.read { db in try request.fetchAll(db) }
    try await waitUntil("the commit") { provider.snapshot.items == table }
  }

  @Test func `orderings that include the rowid or a unique NOT NULL column are maintained`()
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try open(.queue, in: folder)
    let providers = [
      EntryProvider(database, request: Entry.query(orderedBy: "position", "name")),
      EntryProvider(database, request: Entry.query(orderedBy: .descending("position"), "rowid")),
      EntryProvider(database, request: Entry.query(where: Column("id") > 1, orderedBy: "id")),
      EntryProvider(
        database, request: Entry.query(where: [1, 3].contains(Column("id")), orderedBy: "id")),
      EntryProvider(
        database,
        request: Entry.query(where: ["A", "B"].contains(Column("section")), orderedBy: "id")),
    ]
    try await waitUntil("every first result") {
      providers.allSatisfy { $0.snapshot.numberOfItems > 0 }
    }
    #expect(providers.map(\.refetchReason) == [nil, nil, nil, nil, nil])
    #expect(providers.map(\.snapshot.numberOfItems) == [3, 3, 2, 2, 3])
  }

  @Test(arguments: ["UTF-16le", "UTF-16be"], Backend.allCases)
  func `a UTF-16 database is refetched and shows text in SQLite's order`(
    encoding: String, backend: Backend
  ) async throws {
    let folder = try TemporaryFolder()
    let path = folder.path("utf16.sqlite")
    do {
      // NB: the encoding can only be chosen before the first table exists.
      let creator = try DatabaseQueue(path: path)
      try await creator.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA encoding = '\(encoding)'")
        try Entry.createTable(db)
      }
    }
    let database: any DatabaseWriter =
      switch backend {
      case .queue: try DatabaseQueue(path: path)
      case .pool: try DatabasePool(path: path)
      }
    let request = Entry.query(orderedBy: "name", "id")
    let provider = EntryProvider(database, request: request)
    var reasons: [QueryRefetchReason] = []
    provider.onRefetch = { reasons.append($0) }
    let observation = provider.observe { _ in }  // a provider starts when first observed
    defer { observation.cancel() }
    try await waitUntil("the reason") { !reasons.isEmpty }
    #expect(reasons == [.textEncoding(encoding)])
    #expect(provider.refetchReason?.isPermanent == true)
    // Characters whose UTF-16 and UTF-8 bytes order differently.
    let names = ["z", "\u{101}", "\u{E9}", "\u{FFFD}", "\u{1D11E}", "\u{FF5E}", "A"]
    try await database.write { db in
      for (index, name) in names.enumerated() {
        try Entry(Int64(index + 1), name: name).insert(db)
      }
    }
    let table = try await database.read { db in try request.fetchAll(db) }
    try await waitUntil("the commit") { provider.snapshot.items == table }
    let utf8Order = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    #expect(table.map(\.name) != utf8Order, "SQLite's order here is not UTF-8's")
  }
}
