public import GRDB

// MARK: - TableRecord + TableQuery

extension TableRecord where Self: FetchableRecord {
  /// The records of the table that pass a filter, selected as the record selects them
  /// (`databaseSelection`), in the order of the given columns: a query a ``QueryProvider``
  /// maintains from the rows each commit changed.
  ///
  /// ```swift
  /// QueryProvider(dbQueue, request: Country.query(orderedBy: "position", "id"))
  /// ```
  ///
  /// - Parameters:
  ///   - filter: The condition a record must meet; `nil` keeps every record.
  ///   - ordering: The columns that order the records, the first one first; end them with the
  ///     primary key so that records never tie.
  /// - Returns: The query.
  /// - Complexity: O(*t*), where *t* is the number of ordering columns.
  public static func query(
    where filter: (any SQLSpecificExpressible)? = nil, orderedBy ordering: OrderingColumn...
  ) -> TableQuery<Self> {
    query(where: filter, orderedBy: ordering)
  }

  /// The records of the table that pass a filter, in the order of the given columns.
  ///
  /// - Parameters:
  ///   - filter: The condition a record must meet; `nil` keeps every record.
  ///   - ordering: The columns that order the records, the first one first.
  /// - Returns: The query.
  /// - Complexity: O(*t*), where *t* is the number of ordering columns.
  public static func query(
    where filter: (any SQLSpecificExpressible)? = nil, orderedBy ordering: [OrderingColumn]
  ) -> TableQuery<Self> {
    TableQuery(table: databaseTableName, all: all(), where: filter, orderedBy: ordering)
  }
}
