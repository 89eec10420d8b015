import GRDB

/// The query of a maintainable provider, and the two ways of fetching it: every row, or the
/// rows with given rowids; both with each row's rowid and ordering values.
struct MaintenanceSource<Record: FetchableRecord & Sendable>: Sendable {
  private static var rowIDKey: String { "tabula_rowid" }

  private let query: TableQuery<Record>

  /// The query, with each row's rowid and ordering values after the record's columns.
  private let annotated: QueryInterfaceRequest<Record>

  // MARK: Lifecycle

  private init(_ query: TableQuery<Record>) {
    self.query = query
    var selection: [any SQLSelectable] = [Column.rowID.forKey(Self.rowIDKey)]
    for (index, column) in query.ordering.enumerated() {
      selection.append(Column(column.name).forKey(Self.key(index)))
    }
    annotated = query.request.annotated(with: selection)
  }

  // MARK: Internal

  /// The source of a ``TableQuery``, or why any other request has none.
  static func of(_ request: some FetchRequest<Record>) -> Verdict<Self> {
    if let query = request as? TableQuery<Record> { return .accepted(Self(query)) }
    if request is QueryInterfaceRequest<Record> { return .refused(.notTableQuery) }
    return .refused(.notQueryInterfaceRequest)
  }

  /// Whether the query can be maintained, and its shape if so.
  func analyze(_ db: Database) throws -> Verdict<QueryShape> {
    try QueryShape.analyze(query, annotated: annotated, in: db)
  }

  /// The rows of the query, in its order; only those with the given rowids if there are.
  ///
  /// The rowids are added to the query's own filter, so a changed row is returned only if
  /// it belongs to the result.
  ///
  /// - Complexity: O(*k* log *n*) for *k* rowids in a table of *n* rows (SQLite looks rowids
  ///   up in the table's b-tree); O(*n* log *n*) for every row.
  func fetch(_ db: Database, shape: QueryShape, rowIDs: [Int64]?) throws
    -> [MaintainedRow<Record>]
  {
    var request = annotated
    if let rowIDs { request = request.filter(rowIDs.contains(Column.rowID)) }
    let termCount = shape.terms.count
    return try Row.fetchAll(db, request.asRequest(of: Row.self)).map { row in
      MaintainedRow(
        rowID: row[Self.rowIDKey],
        record: try Record(row: row),
        key: OrderingKey(values: (0..<termCount).map { row[Self.key($0)] }))
    }
  }

  // MARK: Private

  private static func key(_ index: Int) -> String { "tabula_key\(index)" }
}
