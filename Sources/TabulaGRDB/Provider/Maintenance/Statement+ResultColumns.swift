import GRDB
import GRDBSQLite

// MARK: - Statement + result columns

extension Statement {
  /// The columns of the statement's result, each with the table column it reads, as SQLite
  /// compiled the statement (`sqlite3_column_table_name`, `sqlite3_column_origin_name`).
  ///
  /// - Complexity: O(*c*), where *c* is the number of result columns.
  var resultColumns: [ResultColumn] {
    (0..<Int32(columnCount)).map { index in
      let name = sqlite3_column_name(sqliteStatement, index).map { String(cString: $0) } ?? ""
      guard let schema = sqlite3_column_database_name(sqliteStatement, index),
        let table = sqlite3_column_table_name(sqliteStatement, index),
        let column = sqlite3_column_origin_name(sqliteStatement, index)
      else { return ResultColumn(name: name, origin: nil) }
      return ResultColumn(
        name: name,
        origin: ResultColumn.Origin(
          schema: String(cString: schema), table: String(cString: table),
          column: String(cString: column)))
    }
  }
}
