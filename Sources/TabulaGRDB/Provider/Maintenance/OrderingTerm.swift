/// One column of a maintained query's ordering, as SQLite resolved it.
struct OrderingTerm: Hashable, Sendable {
  /// The column's name, as the query's ordering gives it.
  let column: String

  /// The lowercased name of the table's column SQLite reads for it (`rowid` for the rowid
  /// of a table that has no `INTEGER PRIMARY KEY`).
  let origin: String

  /// Whether the term sorts in descending order.
  let isDescending: Bool
}
