import GRDB
import GRDBSQLite

// MARK: - Database + column collation

extension Database {
  /// The collation SQLite compares a column's text with, as the table declares it: `BINARY`
  /// unless the column says `COLLATE`; `nil` if SQLite cannot say (the column does not exist,
  /// or the library was built without column metadata).
  ///
  /// - Complexity: O(*c*), where *c* is the number of columns of the table.
  func collation(ofColumn column: String, inTable table: String) -> String? {
    var dataType: UnsafePointer<CChar>?
    var collation: UnsafePointer<CChar>?
    var isNotNull: Int32 = 0
    var isPrimaryKey: Int32 = 0
    var isAutoIncrement: Int32 = 0
    let code = sqlite3_table_column_metadata(
      sqliteConnection, nil, table, column, &dataType, &collation, &isNotNull, &isPrimaryKey,
      &isAutoIncrement)
    guard code == SQLITE_OK, let collation else { return nil }
    return String(cString: collation)
  }
}
