public import GRDB

/// The rows of one table that pass a filter, in the order of given columns: the request a
/// ``QueryProvider`` maintains from the rows each commit changed.
///
/// TabulaGRDB builds the query itself, from the table, the filter and the columns, so it knows
/// what the query does without reading its SQL: it has no join, `DISTINCT`, `GROUP BY`,
/// `LIMIT` or compound part by construction, and its ordering is the columns given.
///
/// ```swift
/// let countries = Country.query(
///   where: Column("continent") != "Antarctica", orderedBy: "continent", "position")
/// let provider = QueryProvider(dbQueue, request: countries, sectionKey: \.continent.rawValue)
/// ```
///
/// It is a GRDB `FetchRequest` like any other (`try countries.fetchAll(db)`). The provider
/// still asks SQLite what the query reads, and refetches it after every commit, with a
/// ``QueryRefetchReason``, when the filter or the record's selection make it unmaintainable:
/// a subquery, an expression selected, an ordering that may tie, and so on.
public struct TableQuery<Record: FetchableRecord>: Sendable {
  /// The table the query reads, as the request names it.
  public let table: String

  /// The columns that order the rows; they should end with a unique key (the primary key),
  /// so that rows never tie.
  public let ordering: [OrderingColumn]

  /// The query: the table's rows, filtered and ordered.
  let request: QueryInterfaceRequest<Record>

  // MARK: Lifecycle

  /// The rows of a table, every column of each (`SELECT *`), filtered and ordered.
  ///
  /// ```swift
  /// TableQuery<Row>("country", where: Column("population") > 1_000_000, orderedBy: ["id"])
  /// ```
  ///
  /// - Parameters:
  ///   - table: The table's name.
  ///   - filter: The condition a row must meet; `nil` keeps every row.
  ///   - ordering: The columns that order the rows, the first one first.
  /// - Complexity: O(*t*), where *t* is the number of ordering columns.
  public init(
    _ table: String, where filter: (any SQLSpecificExpressible)? = nil,
    orderedBy ordering: [OrderingColumn]
  ) {
    self.init(table: table, all: Table<Record>(table).all(), where: filter, orderedBy: ordering)
  }

  /// The rows of `all`, filtered and ordered.
  init(
    table: String, all: QueryInterfaceRequest<Record>, where filter: (any SQLSpecificExpressible)?,
    orderedBy ordering: [OrderingColumn]
  ) {
    var request = all
    if let filter { request = request.filter(filter.sqlExpression) }
    self.table = table
    self.ordering = ordering
    self.request = request.order(ordering.map(\.sqlOrdering))
  }
}
