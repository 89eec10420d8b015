import GRDB
import Tabula
import TabulaGRDB
import TabulaTestSupport
import Testing

/// A table the `entry` table's sections may name, for a join.
struct Tag: TableRecord {
  static let databaseTableName = "tag"
}

/// Queries that cannot be maintained are refetched after every commit, say why, and show what
/// the query returns.
@MainActor
struct QueryRefetchReasonTests {
  /// A request that is refetched, and the reason it gives.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let request: QueryInterfaceRequest<Entry>
    let reason: QueryRefetchReason

    var testDescription: String { name }
  }

  nonisolated static let byID = [Column("id")]

  nonisolated static let cases: [Case] = [
    Case(name: "LIMIT", request: Entry.order(byID).limit(100), reason: .unsupportedClause("LIMIT")),
    Case(
      name: "DISTINCT", request: Entry.order(byID).distinct(),
      reason: .unsupportedClause("DISTINCT")),
    Case(
      name: "GROUP BY", request: Entry.all().group(Column("section")).order(byID),
      reason: .unsupportedClause("GROUP BY")),
    Case(
      name: "aggregate", request: Entry.select(count(Column("id")).forKey("id")).order(byID),
      reason: .unsupportedClause("a selection that is not plain columns")),
    Case(
      name: "subquery",
      request: Entry.filter(sql: "section IN (SELECT section FROM entry WHERE id = 1)").order(
        byID),
      reason: .unsupportedClause("a subquery")),
    Case(
      name: "join",
      request: Entry.joining(
        required: Entry.belongsTo(Tag.self, using: ForeignKey(["section"], to: ["name"]))
      ).order(byID),
      reason: .severalTables),
    Case(name: "no ORDER BY", request: Entry.all(), reason: .noOrdering),
    Case(
      name: "expression ordering", request: Entry.order(Column("position") + 1, Column("id")),
      reason: .orderingNotColumns("\"position\" + ? , \"id\"")),
    Case(
      name: "collated ordering",
      request: Entry.order(Column("name").collating(.nocase), Column("id")),
      reason: .orderingNotColumns("\"name\" COLLATE NOCASE , \"id\"")),
    Case(name: "ordering with ties", request: Entry.ordered, reason: .orderingNotTotal),
    Case(
      name: "WITHOUT ROWID table",
      request: Table<Entry>("plain").order(Column("id")), reason: .noRowID),
    Case(
      name: "collation of an ordering column",
      request: Table<Entry>("collated").order(Column("name"), Column("id")),
      reason: .columnCollation("name")),
    Case(
      name: "partial unique index",
      request: Table<Entry>("flagged").order(Column("name")), reason: .orderingNotTotal),
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
    try await waitUntil("the reason") { !reasons.isEmpty }
    #expect(reasons == [testCase.reason])
    #expect(provider.refetchReason == testCase.reason)
    #expect(testCase.reason.isPermanent)
    #expect(!testCase.reason.description.isEmpty)
  }

  @Test func `providers that cannot observe transactions, read SQL or build sections say why`()
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try open(.pool, in: folder)
    let total = Entry.order(Column("id"))
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
    let request = Entry.order(Column("position"), Column("section"))  // rows may tie
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
      EntryProvider(database, request: Entry.order(Column("position"), Column("name"))),
      EntryProvider(database, request: Entry.order(Column("position").desc, Column.rowID)),
      EntryProvider(database, request: Entry.filter(Column("id") > 1).order(Column("id").asc)),
    ]
    try await waitUntil("every first result") {
      providers.allSatisfy { $0.snapshot.numberOfItems > 0 }
    }
    #expect(providers.map(\.refetchReason) == [nil, nil, nil])
    #expect(providers.map(\.snapshot.numberOfItems) == [3, 3, 2])
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
    let request = Entry.order(Column("name"), Column("id"))
    let provider = EntryProvider(database, request: request)
    var reasons: [QueryRefetchReason] = []
    provider.onRefetch = { reasons.append($0) }
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
