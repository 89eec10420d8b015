/// A column of a prepared statement's result, and where SQLite reads it from.
struct ResultColumn: Hashable, Sendable {
  /// The column's name in the result: its alias, or the name of the column it reads.
  let name: String

  /// The schema (`main`, `temp`…), the table and the table's column the result column reads
  /// as they are; `nil` for an expression, an aggregate, or a value that is no column's.
  let origin: Origin?

  /// A column of a table, in a schema.
  struct Origin: Hashable, Sendable {
    let schema: String
    let table: String
    let column: String

    /// Whether this is a column of the named table; SQLite compares names without case.
    func isInTable(_ name: String) -> Bool {
      table.lowercased() == name.lowercased()
    }
  }
}
