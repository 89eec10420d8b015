/// What the provider knows of a query it maintains: the one table it reads, the columns that
/// order it, and the names under which SQLite knows the table's rowid.
struct QueryShape: Hashable, Sendable {
  /// The SQL of the query, as GRDB generates it: only to name the query in a report.
  let sql: String

  /// The table, as SQLite names it.
  let table: String

  /// The ordering columns, every one a column of the table; together they include a unique
  /// key.
  let terms: [OrderingTerm]

  /// The lowercased names that stand for the rowid: `rowid`, `oid` and `_rowid_` unless a
  /// column takes the name, and the `INTEGER PRIMARY KEY` column if there is one.
  let rowIDNames: Set<String>

  /// How the terms order rows.
  var order: KeyOrder { KeyOrder(isDescending: terms.map(\.isDescending)) }

  /// Whether an event names the table; SQLite compares table names without case.
  func isTable(_ name: String) -> Bool {
    name.lowercased() == table.lowercased()
  }
}
