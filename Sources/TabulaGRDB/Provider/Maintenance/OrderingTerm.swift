/// One term of a maintained query's `ORDER BY`: a column of the table, ascending or
/// descending.
struct OrderingTerm: Hashable, Sendable {
  /// The column's name, as the SQL spells it.
  let column: String

  /// Whether the term sorts in descending order.
  let isDescending: Bool

  /// Whether the SQL says `ASC` explicitly, so that the term is written back the same way.
  let saysAscending: Bool
}
