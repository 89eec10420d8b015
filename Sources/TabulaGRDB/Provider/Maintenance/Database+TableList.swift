import GRDB
import GRDBSQLite

// MARK: - Database + table list

extension Database {
  /// Whether the table a query names is an ordinary table with a rowid, as
  /// `PRAGMA table_list` says: not a view, a virtual or shadow table, or a `WITHOUT ROWID`
  /// table. The name is looked up as SQLite resolves it: in `temp`, then `main`, then the
  /// attached schemas. `false` if SQLite is older than 3.37, which cannot say; `nil` if no
  /// schema has the name.
  ///
  /// - Complexity: O(*s*), where *s* is the number of schemas.
  func isRowIDTable(_ table: String) throws -> Bool? {
    guard sqlite3_libversion_number() >= 3_037_000 else { return false }
    let rows = try Row.fetchAll(
      self, sql: "PRAGMA table_list(\(table.quotedDatabaseIdentifier))")
    let schemas = rows.map { $0["schema"] as String? }
    guard
      let index = schemas.firstIndex(of: "temp") ?? schemas.firstIndex(of: "main")
        ?? rows.indices.first
    else { return nil }
    return rows[index]["type"] as String? == "table" && rows[index]["wr"] as Int? == 0
  }
}
