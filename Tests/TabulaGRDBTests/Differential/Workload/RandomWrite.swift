import GRDB

/// One transaction on the table `t` of a ``RandomSchema``, decoded from a property test's
/// integers before it runs, so that a failure can show it: inserts, updates of any column,
/// deletes, several changes at once, a savepoint or the whole transaction rolled back, rowid
/// rewrites, upserts, updates and deletes of many rows, and deleting every row.
struct RandomWrite: Sendable, CustomStringConvertible {
  /// A statement and its arguments.
  struct Statement: Sendable, CustomStringConvertible {
    let sql: String
    let arguments: [DatabaseValue]

    var description: String {
      arguments.isEmpty
        ? sql : "\(sql) [\(arguments.map(StoredValues.describe).joined(separator: ", "))]"
    }
  }

  /// The statements that commit, or roll back with the transaction.
  let statements: [Statement]
  /// Statements run in a savepoint that is rolled back, after the others.
  let rolledBack: [Statement]
  let rollsBackTransaction: Bool

  /// Decodes a write, given the ids the table holds and the next id no row has.
  init(_ choices: inout Choices, ids: [Int64], nextID: inout Int64, isRowIDAlias: Bool) {
    var statements: [Statement] = []
    var rolledBack: [Statement] = []
    var rollsBackTransaction = false
    func existing(_ choices: inout Choices) -> Int64 {
      ids.isEmpty ? -1 : ids[choices.pick(ids.count)]
    }
    func fresh() -> Int64 {
      defer { nextID += 1 }
      return nextID
    }
    switch choices.pick(16) {
    case 0, 1, 2, 3:
      for _ in 0...choices.pick(3) { statements.append(Self.insert(fresh(), &choices)) }
    case 4, 5, 6:
      statements.append(Self.update(existing(&choices), &choices))
    case 7, 8:
      statements.append(
        Statement(sql: "DELETE FROM t WHERE id = ?", arguments: [existing(&choices).databaseValue]))
    case 9:
      statements.append(Self.insert(fresh(), &choices))
      statements.append(Self.update(existing(&choices), &choices))
      statements.append(
        Statement(sql: "DELETE FROM t WHERE id = ?", arguments: [existing(&choices).databaseValue]))
    case 10:
      statements.append(Self.insert(fresh(), &choices))
      rolledBack.append(Self.update(existing(&choices), &choices))
      rolledBack.append(Self.insert(fresh(), &choices))
      rolledBack.append(
        Statement(sql: "DELETE FROM t WHERE id = ?", arguments: [existing(&choices).databaseValue]))
    case 11:
      statements.append(Self.insert(fresh(), &choices))
      statements.append(Self.update(existing(&choices), &choices))
      rollsBackTransaction = true
    case 12:
      let target = isRowIDAlias ? "id" : "rowid"
      statements.append(
        Statement(
          sql: "UPDATE t SET \(target) = ? WHERE id = ?",
          arguments: [fresh().databaseValue, existing(&choices).databaseValue]))
    case 13:
      let id = choices.chance(2) ? fresh() : existing(&choices)
      statements.append(
        Statement(
          sql: """
            INSERT INTO t (id, a, b) VALUES (?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET a = excluded.a, b = excluded.b
            """,
          arguments: [id.databaseValue, StoredValues.pick(&choices), StoredValues.pick(&choices)]))
    case 14:
      let column = choices.pick(["a", "b", "c", "s"])
      statements.append(
        Statement(
          sql: "UPDATE t SET \(column) = ? WHERE b > ?",
          arguments: [Self.value(for: column, &choices), StoredValues.pick(&choices)]))
    default:
      statements.append(
        choices.chance(3)
          ? Statement(sql: "DELETE FROM t", arguments: [])
          : Statement(sql: "DELETE FROM t WHERE a > ?", arguments: [StoredValues.pick(&choices)]))
    }
    self.statements = statements
    self.rolledBack = rolledBack
    self.rollsBackTransaction = rollsBackTransaction
  }

  /// Inserts `count` rows, leaving out those a constraint refuses: the rows a list starts
  /// with.
  init(seeding count: Int, _ choices: inout Choices, nextID: inout Int64) {
    statements = (0..<count).map { _ in
      defer { nextID += 1 }
      return Self.insert(nextID, &choices, conflict: "OR IGNORE ")
    }
    rolledBack = []
    rollsBackTransaction = false
  }

  var description: String {
    var parts = statements.map(\.description)
    if !rolledBack.isEmpty {
      parts.append(
        "SAVEPOINT { \(rolledBack.map(\.description).joined(separator: "; ")) } ROLLBACK")
    }
    if rollsBackTransaction { parts.append("ROLLBACK") }
    return parts.joined(separator: "; ")
  }

  /// Runs the write; a constraint it breaks rolls it back, as an app's failed write does.
  func run(on database: any DatabaseWriter) async throws {
    try await database.writeWithoutTransaction { db in try apply(db) }
  }

  /// Runs the write on a connection outside any transaction.
  func apply(_ db: Database) throws {
    do {
      try db.inTransaction {
        for statement in statements { try Self.execute(statement, db) }
        if !rolledBack.isEmpty {
          try db.inSavepoint {
            for statement in rolledBack { try Self.execute(statement, db) }
            return .rollback
          }
        }
        return rollsBackTransaction ? .rollback : .commit
      }
    } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
      // Refused by a constraint: the transaction rolled back.
    }
  }

  // MARK: Private

  private static func execute(_ statement: Statement, _ db: Database) throws {
    try db.execute(sql: statement.sql, arguments: StatementArguments(statement.arguments))
  }

  private static func insert(_ id: Int64, _ choices: inout Choices, conflict: String = "")
    -> Statement
  {
    Statement(
      sql: "INSERT \(conflict)INTO t (id, a, b, c, s) VALUES (?, ?, ?, ?, ?)",
      arguments: [id.databaseValue] + ["a", "b", "c", "s"].map { value(for: $0, &choices) })
  }

  private static func update(_ id: Int64, _ choices: inout Choices) -> Statement {
    let column = choices.pick(["a", "b", "c", "s"])
    return Statement(
      sql: "UPDATE t SET \(column) = ? WHERE id = ?",
      arguments: [value(for: column, &choices), id.databaseValue])
  }

  /// Sections are few: `s` takes one of three names or `NULL`.
  private static func value(for column: String, _ choices: inout Choices) -> DatabaseValue {
    column == "s"
      ? choices.pick([DatabaseValue.null, "A".databaseValue, "B".databaseValue, "a".databaseValue])
      : StoredValues.pick(&choices)
  }
}
