public import GRDB

// MARK: - TableQuery + FetchRequest

extension TableQuery: FetchRequest {
  /// The type the rows are decoded as.
  public typealias RowDecoder = Record

  /// The query as a subquery, for GRDB.
  public var sqlSubquery: SQLSubquery { request.sqlSubquery }

  /// The query's statement, for GRDB.
  ///
  /// - Parameters:
  ///   - db: A database connection.
  ///   - singleResult: Whether one row will be read.
  /// - Returns: The prepared statement.
  /// - Throws: A `DatabaseError` if SQLite cannot compile the query.
  public func makePreparedRequest(_ db: Database, forSingleResult singleResult: Bool) throws
    -> PreparedRequest
  {
    try request.makePreparedRequest(db, forSingleResult: singleResult)
  }

  /// The number of rows the query returns.
  ///
  /// - Parameter db: A database connection.
  /// - Returns: The number of rows.
  /// - Throws: A `DatabaseError` if the query fails.
  /// - Complexity: O(*n*) for *n* rows of the table.
  public func fetchCount(_ db: Database) throws -> Int {
    try request.fetchCount(db)
  }

  /// The tables and columns the query reads.
  ///
  /// - Parameter db: A database connection.
  /// - Returns: The region.
  /// - Throws: A `DatabaseError` if SQLite cannot compile the query.
  public func databaseRegion(_ db: Database) throws -> DatabaseRegion {
    try request.databaseRegion(db)
  }
}
