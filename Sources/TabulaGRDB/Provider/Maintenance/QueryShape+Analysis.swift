import GRDB

// MARK: - QueryShape + Analysis

extension QueryShape {
  /// Decides whether a table query can be maintained from changed rows, from what SQLite and
  /// GRDB say of it: the kind of its table (`PRAGMA table_list`), the region it reads (GRDB's
  /// `databaseRegion`), where each result column comes from (`sqlite3_column_origin_name`),
  /// the cursors of its bytecode program (`EXPLAIN`), and the table's schema.
  ///
  /// The query has no join, grouping, `DISTINCT`, `LIMIT` or compound part by construction;
  /// what its filter and selection may add (another table, a subquery, an expression) is
  /// asked of SQLite.
  ///
  /// - Parameter annotated: The query with the rowid and the ordering columns selected last.
  /// - Returns: The shape of the query, or why it is refetched.
  /// - Throws: Database errors, such as a missing table.
  /// - Complexity: O(*i* + *t*), where *i* is the number of instructions of the query's
  ///   program and *t* the number of columns and indexes of the table.
  static func analyze<Record>(
    _ query: TableQuery<Record>, annotated: QueryInterfaceRequest<Record>, in db: Database
  ) throws -> Verdict<QueryShape> {
    let table = query.table
    // NB: nil, a missing table, fails the statement below with SQLite's own error.
    if try db.isRowIDTable(table) == false { return .refused(.noRowID) }
    let region = try query.request.databaseRegion(db)
    let tableRegion = try Table(table).databaseRegion(db)
    guard !region.isFullDatabase, region.union(tableRegion) == tableRegion else {
      return .refused(.severalTables)
    }
    let columnNames = try Set(db.columns(in: table).map { $0.name.lowercased() })
    let rowIDNames = try Self.rowIDNames(of: table, columnNames: columnNames, in: db)
    // NB: a name that is only an alias of the selection orders the query, but cannot be
    // selected beside it to read each row's key.
    if let alias = query.ordering.first(where: { column in
      let name = column.name.lowercased()
      return !columnNames.contains(name) && !rowIDNames.contains(name)
    }) {
      return .refused(.orderingNotColumns(alias.name))
    }
    let statement = try annotated.makePreparedRequest(db, forSingleResult: false).statement
    let columns = statement.resultColumns
    let keys = columns.suffix(query.ordering.count)
    let selected = columns.dropLast(query.ordering.count + 1)
    guard selected.allSatisfy({ $0.origin?.isInTable(table) == true }) else {
      return .refused(.unsupportedClause("a selection that is not plain columns"))
    }
    guard let rowID = columns.dropFirst(selected.count).first?.origin, rowID.isInTable(table),
      rowIDNames.contains(rowID.column.lowercased())
    else { return .refused(.noRowID) }
    guard try QueryProgram(of: statement, in: db).readsOnce else {
      return .refused(.unsupportedClause("a subquery"))
    }
    guard !query.ordering.isEmpty else { return .refused(.noOrdering) }
    var terms: [OrderingTerm] = []
    for (column, key) in zip(query.ordering, keys) {
      // NB: SQLite resolves an ordering name to a result column of that name before the
      // table's column: both must read the same column.
      let homonyms = selected.filter { $0.name.lowercased() == column.name.lowercased() }
      guard let origin = key.origin?.column.lowercased(), key.origin?.isInTable(table) == true,
        homonyms.allSatisfy({ $0.origin?.column.lowercased() == origin })
      else { return .refused(.orderingNotColumns(column.name)) }
      terms.append(
        OrderingTerm(column: column.name, origin: origin, isDescending: column.isDescending))
    }
    if let reason = try schemaRefusal(table: table, terms: terms, rowIDNames: rowIDNames, in: db) {
      return .refused(reason)
    }
    let sql = try query.request.makePreparedRequest(db, forSingleResult: false).statement.sql
    return .accepted(QueryShape(sql: sql, table: table, terms: terms, rowIDNames: rowIDNames))
  }

  // MARK: Private

  /// The lowercased names of the rowid: `rowid`, `oid` and `_rowid_` unless a column takes
  /// the name, and the `INTEGER PRIMARY KEY` column if there is one.
  private static func rowIDNames(
    of table: String, columnNames: Set<String>, in db: Database
  ) throws -> Set<String> {
    var names = Set(["rowid", "oid", "_rowid_"]).subtracting(columnNames)
    if let alias = try db.primaryKey(table).rowIDColumn { names.insert(alias.lowercased()) }
    return names
  }

  /// Why the table's schema keeps the ordering from being maintained, if it does: text the
  /// provider cannot compare as SQLite does, values that depend on the query plan, or rows
  /// that may tie.
  private static func schemaRefusal(
    table: String, terms: [OrderingTerm], rowIDNames: Set<String>, in db: Database
  ) throws -> QueryRefetchReason? {
    // BINARY compares text in the database's encoding; the provider compares UTF-8 bytes.
    let encoding = try String.fetchOne(db, sql: "PRAGMA encoding") ?? "UTF-8"
    guard encoding == "UTF-8" else { return .textEncoding(encoding) }
    // NB: SQLite returns a virtual generated column of REAL affinity as an integer when the
    // query sorts it and as a real when it does not: its values depend on the query plan.
    let virtualColumns = try Row.fetchAll(
      db, sql: "PRAGMA table_xinfo(\(table.quotedDatabaseIdentifier))"
    ).filter { $0["hidden"] as Int? == 2 }
    if let column = virtualColumns.first?["name"] as String? {
      return .virtualGeneratedColumn(column)
    }
    for term in terms
    where db.collation(ofColumn: term.origin, inTable: table)?.uppercased()
      != "BINARY"
    {
      return .columnCollation(term.column)
    }
    let termNames = Set(terms.map(\.origin))
    let notNull = try Set(db.columns(in: table).filter(\.isNotNull).map { $0.name.lowercased() })
    // A partial index is unique only among the rows its WHERE clause keeps: the others tie.
    let partialIndexes = try Set(
      Row.fetchAll(db, sql: "PRAGMA index_list(\(table.quotedDatabaseIdentifier))")
        .filter { $0["partial"] as Bool? == true }
        .compactMap { $0["name"] as String? })
    let indexes = try db.indexes(on: table)
    let isTotal =
      !termNames.isDisjoint(with: rowIDNames)
      || indexes.contains { index in
        let names = index.columns.map { $0.lowercased() }
        return index.isUnique && !partialIndexes.contains(index.name) && !names.isEmpty
          && names.allSatisfy { termNames.contains($0) && notNull.contains($0) }
      }
    return isTotal ? nil : .orderingNotTotal
  }
}
