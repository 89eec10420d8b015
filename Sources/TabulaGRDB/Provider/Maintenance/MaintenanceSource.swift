import GRDB

/// The request of a maintainable provider, and the two ways of fetching it: every row, or the
/// rows with given rowids; both with each row's rowid and ordering values.
struct MaintenanceSource<Record: FetchableRecord & Sendable>: Sendable {
  private static var rowIDKey: String { "tabula_rowid" }

  private let request: QueryInterfaceRequest<Record>

  /// The source of a query interface request, or `nil` for any other request.
  init?(_ request: some FetchRequest<Record>) {
    guard let request = request as? QueryInterfaceRequest<Record> else { return nil }
    self.request = request
  }

  /// Whether the request can be maintained, and its shape if so.
  func analyze(_ db: Database) throws -> Verdict<QueryShape> {
    try QueryShape.analyze(request, in: db)
  }

  /// The rows of the query, in its order; only those with the given rowids if there are.
  ///
  /// The rowids are added to the request's own filter, so a changed row is returned only if
  /// it belongs to the result.
  ///
  /// - Complexity: O(*k* log *n*) for *k* rowids in a table of *n* rows (SQLite looks rowids
  ///   up in the table's b-tree); O(*n* log *n*) for every row.
  func fetch(_ db: Database, shape: QueryShape, rowIDs: [Int64]?) throws
    -> [MaintainedRow<Record>]
  {
    var selection: [any SQLSelectable] = [Column.rowID.forKey(Self.rowIDKey)]
    for (index, term) in shape.terms.enumerated() {
      selection.append(Column(term.column).forKey(Self.key(index)))
    }
    var annotated = request.annotated(with: selection)
    if let rowIDs { annotated = annotated.filter(rowIDs.contains(Column.rowID)) }
    let termCount = shape.terms.count
    return try Row.fetchAll(db, annotated.asRequest(of: Row.self)).map { row in
      MaintainedRow(
        rowID: row[Self.rowIDKey],
        record: try Record(row: row),
        key: OrderingKey(values: (0..<termCount).map { row[Self.key($0)] }))
    }
  }

  private static func key(_ index: Int) -> String { "tabula_key\(index)" }
}
