import GRDB

// MARK: - QueryShape + Database

extension QueryShape {
  /// Decides whether a request can be maintained from changed rows, from its SQL and the
  /// schema of its table.
  ///
  /// The ordering read from the SQL is proven to be the request's own by ordering the
  /// unordered request by those columns again: GRDB must generate the same SQL.
  ///
  /// - Returns: The shape of the query, or why it is refetched.
  /// - Throws: Database errors, such as a missing table.
  /// - Complexity: O(*n* + *t*), where *n* is the length of the SQL and *t* the number of
  ///   tables, columns and indexes in the schema.
  static func analyze<Record>(_ request: QueryInterfaceRequest<Record>, in db: Database) throws
    -> Verdict<QueryShape>
  {
    let prepared = try request.makePreparedRequest(db, forSingleResult: false)
    if prepared.adapter != nil { return .refused(.severalTables) }
    let sql = prepared.statement.sql
    let outline: Outline
    switch Self.outline(of: sql) {
    case .accepted(let found): outline = found
    case .refused(let reason): return .refused(reason)
    }
    let reordered = request.unordered().order(
      outline.terms.map { term -> any SQLOrderingTerm in
        let column = Column(term.column)
        if term.isDescending { return column.desc }
        return term.saysAscending ? column.asc : column
      })
    guard try reordered.makePreparedRequest(db, forSingleResult: false).statement.sql == sql
    else {
      return .refused(.orderingNotColumns(outline.terms.map(\.column).joined(separator: ", ")))
    }
    return try schemaCheck(sql: sql, outline, region: request.databaseRegion(db), in: db)
  }

  // MARK: Private

  private static func schemaCheck(
    sql: String, _ outline: Outline, region: DatabaseRegion, in db: Database
  )
    throws -> Verdict<QueryShape>
  {
    let table = outline.table
    let definition = try Row.fetchOne(
      db,
      sql: "SELECT type, sql FROM sqlite_master WHERE name = ? COLLATE NOCASE",
      arguments: [table])
    let createSQL = (definition?["sql"] as String?)?.uppercased() ?? ""
    guard definition?["type"] as String? == "table", !createSQL.hasPrefix("CREATE VIRTUAL"),
      !createSQL.contains("WITHOUT ROWID")
    else { return .refused(.noRowID) }
    // BINARY compares text in the database's encoding; the provider compares UTF-8 bytes.
    let encoding = try String.fetchOne(db, sql: "PRAGMA encoding") ?? "UTF-8"
    guard encoding == "UTF-8" else { return .refused(.textEncoding(encoding)) }
    // NB: SQLite returns a virtual generated column of REAL affinity as an integer when the
    // query sorts it and as a real when it does not: its values depend on the query plan.
    let virtualColumns = try Row.fetchAll(
      db, sql: "PRAGMA table_xinfo(\(table.quotedDatabaseIdentifier))"
    ).filter { $0["hidden"] as Int? == 2 }
    if let column = virtualColumns.first?["name"] as String? {
      return .refused(.virtualGeneratedColumn(column))
    }
    if region.isFullDatabase { return .refused(.severalTables) }
    let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
    for other in tables where other.lowercased() != table.lowercased() {
      if region.isModified(byEventsOfKind: .insert(tableName: other)) {
        return .refused(.severalTables)
      }
    }
    let columns = try db.columns(in: table)
    let columnNames = Set(columns.map { $0.name.lowercased() })
    var rowIDNames = Set(["rowid", "oid", "_rowid_"]).subtracting(columnNames)
    if let alias = try db.primaryKey(table).rowIDColumn { rowIDNames.insert(alias.lowercased()) }
    for term in outline.terms {
      let collation = db.collation(ofColumn: term.column, inTable: table)
      guard collation?.uppercased() == "BINARY" else {
        return .refused(.columnCollation(term.column))
      }
    }
    let termNames = Set(outline.terms.map { $0.column.lowercased() })
    let notNull = Set(columns.filter(\.isNotNull).map { $0.name.lowercased() })
    let indexes = try db.indexes(on: table)
    // A partial index is unique only among the rows its WHERE clause keeps: the others tie.
    let partialIndexes = try Set(
      Row.fetchAll(db, sql: "PRAGMA index_list(\(table.quotedDatabaseIdentifier))")
        .filter { $0["partial"] as Bool? == true }
        .compactMap { $0["name"] as String? })
    let isTotal =
      !termNames.isDisjoint(with: rowIDNames)
      || indexes.contains { index in
        let names = index.columns.map { $0.lowercased() }
        return index.isUnique && !partialIndexes.contains(index.name) && !names.isEmpty
          && names.allSatisfy { termNames.contains($0) && notNull.contains($0) }
      }
    guard isTotal else { return .refused(.orderingNotTotal) }
    return .accepted(
      QueryShape(sql: sql, table: table, terms: outline.terms, rowIDNames: rowIDNames))
  }
}
