import GRDB

/// A row of a randomly made table `t`: its `id` and the columns every schema may have,
/// described exactly (storage class and content), so that equal rows are rows SQLite stores
/// alike.
struct TableRow: FetchableRecord, Identifiable, Equatable, Sendable, CustomStringConvertible {
  /// The columns a schema may declare besides `id`.
  static let columnNames = ["a", "b", "c", "g", "s"]

  let id: Int64
  let values: [String]

  init(row: Row) {
    id = row["id"]
    values = Self.columnNames.map { name in
      row.hasColumn(name) ? StoredValues.describe(row[name] as DatabaseValue) : "-"
    }
  }

  /// The section the row is listed in, when the list has sections: its `s` column.
  var section: String { values[4] }

  var description: String {
    "id \(id): " + zip(Self.columnNames, values).map { "\($0) \($1)" }.joined(separator: ", ")
  }
}
