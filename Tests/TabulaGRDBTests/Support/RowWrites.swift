import GRDB

/// Counts the writes to the `entry` and `card` tables, row by row, with temporary triggers on
/// the one connection of a `DatabaseQueue`: what an edit's transaction wrote, read after it.
struct RowWrites {
  let queue: DatabaseQueue

  /// Installs the triggers on `queue`; the tables must exist.
  init(_ queue: DatabaseQueue) throws {
    self.queue = queue
    try queue.write { db in
      try db.execute(sql: "CREATE TEMP TABLE written (id INTEGER NOT NULL)")
      for table in ["entry", "card"] where try db.tableExists(table) {
        for (event, row) in [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")] {
          try db.execute(
            sql: """
              CREATE TEMP TRIGGER \(table)_\(event.lowercased())_counted AFTER \(event)
              ON main.\(table) BEGIN INSERT INTO written (id) VALUES (\(row).id); END
              """)
        }
      }
    }
  }

  /// The identifiers of the rows written since the last call, each as often as a statement
  /// wrote it, sorted; then forgets them.
  func take() throws -> [Int64] {
    try queue.write { db in
      let ids = try Int64.fetchAll(db, sql: "SELECT id FROM written ORDER BY id")
      try db.execute(sql: "DELETE FROM written")
      return ids
    }
  }
}
