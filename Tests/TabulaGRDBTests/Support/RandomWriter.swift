import GRDB
import TabulaGRDB

/// One writer of random transactions on the `entry` table, decoded from integers a property
/// test generates: inserts, moves (new positions or sections), renames, deletes, transactions
/// and savepoints rolled back, rowids rewritten, bulk updates and schema changes.
struct RandomWriter {
  let writer: Int
  let database: any DatabaseWriter
  let log: CommitLog
  private var counter = 0

  init(writer: Int, database: any DatabaseWriter, log: CommitLog) {
    self.writer = writer
    self.database = database
    self.log = log
  }

  /// Runs the transaction a code stands for, and records its result if it commits.
  mutating func perform(_ code: Int) async throws {
    let parameter = code / 16
    let ids = (0..<3).map { _ in fresh() }
    let writer = writer
    let log = log
    switch code % 16 {
    case 0, 1, 2:
      try await database.write { db in
        for (index, id) in ids.prefix(1 + parameter % 3).enumerated() {
          try Self.entry(id, writer: writer, parameter: parameter + index).insert(db)
        }
        try log.record(db)
      }
    case 3, 4, 5:
      try await update(parameter, "position = \(parameter % 7)")
    case 6:
      try await update(parameter, "section = '\(Self.section(parameter / 3))'")
    case 7:
      try await update(parameter, "name = 'renamed \(writer)-\(ids[0])'")
    case 8, 9:
      try await database.write { db in
        for offset in 0...(parameter % 2) {
          guard let id = try Self.anyID(db, parameter + offset) else { continue }
          _ = try Entry.deleteOne(db, id: id)
        }
        try log.record(db)
      }
    case 10:
      // A whole transaction rolled back: nothing is recorded.
      try await database.writeWithoutTransaction { db in
        try db.inTransaction {
          try Self.entry(ids[0], writer: writer, parameter: parameter).insert(db)
          if let id = try Self.anyID(db, parameter) { _ = try Entry.deleteOne(db, id: id) }
          return .rollback
        }
      }
    case 11:
      // A savepoint rolled back inside a transaction that commits.
      try await database.write { db in
        try Self.entry(ids[0], writer: writer, parameter: parameter).insert(db)
        try db.inSavepoint {
          try Self.entry(ids[1], writer: writer, parameter: parameter + 1).insert(db)
          if let id = try Self.anyID(db, parameter) { _ = try Entry.deleteOne(db, id: id) }
          return .rollback
        }
        try log.record(db)
      }
    case 12:
      // The rowid (the INTEGER PRIMARY KEY) rewritten.
      try await update(parameter, "id = \(ids[0])")
    case 13:
      // Many rows at once.
      try await database.write { db in
        try db.execute(
          sql: "UPDATE entry SET position = position + 1 WHERE section = ?",
          arguments: [Self.section(parameter)])
        try log.record(db)
      }
    case 14:
      try await database.write { db in
        try db.execute(sql: "ALTER TABLE entry ADD COLUMN extra\(writer)_\(ids[0]) INTEGER")
        try log.record(db)
      }
    default:
      // Several changes in one transaction.
      try await database.write { db in
        try Self.entry(ids[0], writer: writer, parameter: parameter).insert(db)
        if let id = try Self.anyID(db, parameter) {
          try db.execute(
            sql: "UPDATE entry SET position = ?, section = ? WHERE id = ?",
            arguments: [parameter % 5, Self.section(parameter / 5), id])
        }
        if let id = try Self.anyID(db, parameter / 2) { _ = try Entry.deleteOne(db, id: id) }
        try log.record(db)
      }
    }
  }

  // MARK: Private

  private mutating func fresh() -> Int64 {
    counter += 1
    return Int64(writer * 1_000_000 + counter)
  }

  private func update(_ parameter: Int, _ assignment: String) async throws {
    let log = log
    try await database.write { db in
      if let id = try Self.anyID(db, parameter) {
        try db.execute(sql: "UPDATE entry SET \(assignment) WHERE id = ?", arguments: [id])
      }
      try log.record(db)
    }
  }

  private static func section(_ parameter: Int) -> String {
    ["A", "B", "C", "D"][parameter % 4]
  }

  private static func entry(_ id: Int64, writer: Int, parameter: Int) -> Entry {
    Entry(id, section: section(parameter), position: parameter % 7, name: "\(writer)-\(id)")
  }

  private static func anyID(_ db: Database, _ parameter: Int) throws -> Int64? {
    let ids = try Int64.fetchAll(db, sql: "SELECT id FROM entry ORDER BY id")
    return ids.isEmpty ? nil : ids[parameter % ids.count]
  }
}
