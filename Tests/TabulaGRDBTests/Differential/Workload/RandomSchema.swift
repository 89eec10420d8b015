import GRDB
import Tabula
import TabulaGRDB

/// A table `t` and a request on it, decoded from a property test's integers: the database's
/// text encoding, how `id` is declared (the rowid's alias or not), each column's declared
/// type, constraint and collation, a generated column, unique indexes (plain, partial, on
/// expressions, collated), a filter (perhaps with a subquery on the table), an ordering that
/// may or may not be total, and sections.
struct RandomSchema: Sendable, CustomStringConvertible {
  /// An ordering term: a column, and `ASC`, `DESC` or neither (ascending).
  struct Term: Sendable {
    let column: String
    let direction: String?
  }

  private(set) var encoding: String
  /// Whether `id` is the rowid's alias (`INTEGER PRIMARY KEY`).
  private(set) var isRowIDAlias: Bool
  private(set) var statements: [String]
  private(set) var filter: String?
  private(set) var ordering: [Term]
  private(set) var isSectioned: Bool
  private(set) var changeLimit: Int

  /// A schema of one of the kinds a maintained list once got wrong, with its sections and
  /// change limit left to chance: text in a UTF-16 database, an ordering whose only
  /// unique index is partial, a virtual generated column of REAL affinity.
  init(_ scenario: Scenario, _ choices: inout Choices) {
    self.init(&choices)
    let table = "CREATE TABLE t (id INTEGER PRIMARY KEY, a TEXT NOT NULL, b, c, s TEXT"
    switch scenario {
    case .random:
      return
    case .utf16LittleEndian, .utf16BigEndian:
      encoding = scenario == .utf16LittleEndian ? "UTF-16le" : "UTF-16be"
      statements = [table + ")"]
      ordering = [Term(column: "a", direction: nil), Term(column: "id", direction: nil)]
    case .partialUniqueIndex:
      encoding = "UTF-8"
      statements = [table + ")", "CREATE UNIQUE INDEX t_a_where_c ON t(a) WHERE c = 1"]
      ordering = [Term(column: "a", direction: nil)]
    case .virtualRealColumn:
      encoding = "UTF-8"
      statements = [table + ", g REAL AS (b * 2) VIRTUAL)"]
      ordering = [Term(column: "g", direction: nil), Term(column: "id", direction: nil)]
    }
    isRowIDAlias = true
    filter = nil
  }

  init(_ choices: inout Choices) {
    encoding = choices.pick(["UTF-8", "UTF-8", "UTF-16le", "UTF-16be"])
    let key = choices.pick([
      "id INTEGER PRIMARY KEY", "id INTEGER NOT NULL UNIQUE", "id INTEGER PRIMARY KEY DESC",
      "id INT PRIMARY KEY NOT NULL",
    ])
    isRowIDAlias = key == "id INTEGER PRIMARY KEY"
    let types = ["", " INTEGER", " REAL", " TEXT", " NUMERIC", " BLOB"]
    let constraints = ["", "", "", " NOT NULL", " NOT NULL", " COLLATE NOCASE", " COLLATE RTRIM"]
    var columns = [key]
    for name in ["a", "b", "c"] {
      columns.append(name + choices.pick(types) + choices.pick(constraints))
    }
    columns.append("s TEXT")
    let generated = choices.pick([
      nil, "g AS (a || b)", "g TEXT AS (lower(s)) STORED", "g REAL AS (b * 2) VIRTUAL",
      "g AS (coalesce(c, a)) STORED",
    ])
    if let generated { columns.append(generated) }
    var statements = ["CREATE TABLE t (\(columns.joined(separator: ", ")))"]
    let indexes = [
      "CREATE UNIQUE INDEX t_a ON t(a)",
      "CREATE UNIQUE INDEX t_b_where_c ON t(b) WHERE c IS NOT NULL",
      "CREATE UNIQUE INDEX t_lower_a ON t(lower(a))",
      "CREATE UNIQUE INDEX t_c_b ON t(c, b + 0)",
      "CREATE UNIQUE INDEX t_a_nocase ON t(a COLLATE NOCASE)",
      "CREATE INDEX t_b ON t(b)",
    ]
    for index in indexes where choices.chance(3) {
      // NB: SQLite (3.40.1) indexes `lower()` of a blob in a UTF-16 database so that the row
      // is missing from the index (`PRAGMA integrity_check`), and the next write to it fails
      // as "database disk image is malformed": no list could show such a table.
      if index.contains("lower("), encoding != "UTF-8" { continue }
      statements.append(index)
    }
    self.statements = statements
    // NB: a subquery on the table makes a row's place depend on other rows: it must be
    // refetched; a list of values must not stop maintenance.
    filter = choices.pick([
      nil, nil, "a IS NOT NULL", "b > 0", "c = 1", "s <> 'B'", "typeof(a) = 'text'", "a > b",
      "id IN (1, 2, 3, 5, 8, 13)", "b IN (SELECT b FROM t WHERE id < 4)",
      "c < (SELECT max(c) FROM t)",
    ])
    // NB: the value columns come first and most often, as an ordering that starts with the
    // key leaves the others nothing to order.
    var names = ["a", "b", "c", "a", "b", "s", "id", "rowid"]
    if generated != nil { names.append("g") }
    var ordering: [Term] = []
    for position in 0...choices.pick(3) {
      ordering.append(
        Term(
          column: choices.pick(position == 0 ? Array(names.prefix(5)) : names),
          direction: choices.pick([nil, "ASC", "DESC"])))
    }
    if !choices.chance(3) { ordering.append(Term(column: "id", direction: nil)) }
    self.ordering = ordering
    isSectioned = choices.chance(2)
    changeLimit = choices.pick([1_000, 1_000, 2])
  }

  /// Whether the ordering ends with `id`: ids are unique and never `NULL`, so rows never tie,
  /// whether or not the schema proves it.
  var hasNoTies: Bool { ordering.last?.column == "id" }

  /// The request the provider observes.
  var request: TableQuery<TableRow> {
    TableQuery(
      "t", where: filter.map { SQL(sql: $0) },
      orderedBy: ordering.map { OrderingColumn($0.column, descending: $0.direction == "DESC") })
  }

  var description: String {
    let order = ordering.map {
      [$0.column, $0.direction].compactMap(\.self).joined(separator: " ")
    }
    return "\(encoding); \(statements.joined(separator: "; ")); WHERE \(filter ?? "-") ORDER BY "
      + order.joined(separator: ", ") + (isSectioned ? "; sections by s" : "")
      + "; change limit \(changeLimit)"
  }

  /// Creates the database file at `path`, in the schema's encoding, with its table and
  /// indexes.
  func create(at path: String) throws {
    let creator = try DatabaseQueue(path: path)
    try creator.writeWithoutTransaction { db in
      // NB: the encoding can only be chosen before the first table exists.
      try db.execute(sql: "PRAGMA encoding = '\(encoding)'")
      for statement in statements { try db.execute(sql: statement) }
    }
    try creator.close()
  }

  /// A provider of the request, maintained where it can be, with no verification: a
  /// difference must show in the list itself.
  @MainActor
  func provider(_ database: any DatabaseWriter) -> QueryProvider<ListSection, TableRow> {
    let maintenance = QueryMaintenance.incremental(changeLimit: changeLimit, verification: .off)
    return isSectioned
      ? QueryProvider(database, request: request, sectionKey: \.section, maintenance: maintenance)
      : QueryProvider(database, request: request, maintenance: maintenance)
  }

  /// What the provider must show for the database as `db` reads it: the request's rows, in
  /// sections by first occurrence when it has sections.
  func expectedSnapshot(_ db: Database) throws -> Snapshot<ListSection, TableRow> {
    try Snapshot(providerOf: request.fetchAll(db), sectionKey: isSectioned ? \.section : nil)
  }
}

// MARK: - RandomSchema + Comparison

extension RandomSchema {
  /// Whether the provider shows the request's result. A maintained provider must show it
  /// exactly: it maintains only orderings it proved total. A refetched one shows its own run
  /// of the query, where rows that tie may come in another order (GRDB does not refetch after
  /// a change of the rowid alone, which may reorder them): its rows must be the same.
  @MainActor
  func isShown(
    by provider: QueryProvider<ListSection, TableRow>, _ expected: Snapshot<ListSection, TableRow>
  ) -> Bool {
    guard !hasNoTies, provider.refetchReason != nil else { return provider.snapshot == expected }
    return provider.snapshot.items.sorted { $0.id < $1.id }
      == expected.items.sorted { $0.id < $1.id }
  }

  /// The first row or section where the shown list and the request's result differ.
  static func difference(
    shown: Snapshot<ListSection, TableRow>, expected: Snapshot<ListSection, TableRow>
  ) -> String {
    let sections = (shown.sections.map(\.id), expected.sections.map(\.id))
    if sections.0 != sections.1 { return "sections \(sections.0), expected \(sections.1)" }
    let rows = (Array(shown.items), Array(expected.items))
    guard
      let index = rows.0.indices.first(where: { $0 >= rows.1.count || rows.0[$0] != rows.1[$0] })
    else {
      return "\(rows.0.count) rows shown, expected \(rows.1.count)"
    }
    let wanted = index < rows.1.count ? "\(rows.1[index])" : "no row"
    return "row \(index): \(rows.0[index]), expected \(wanted)"
  }
}
