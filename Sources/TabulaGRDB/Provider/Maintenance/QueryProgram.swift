import GRDB

/// The b-trees a statement's bytecode program reads, as SQLite's `EXPLAIN` lists its
/// instructions: which cursors it opens on tables and indexes, and which index cursors only
/// locate rows of a table cursor.
///
/// A subquery, a self-join or a second branch that reads the table opens a cursor of its own,
/// whereas one scan of a table opens a cursor on the table and perhaps on indexes that lead
/// to its rows (`DeferredSeek`).
struct QueryProgram: Sendable {
  /// An index cursor that locates the rows of a table cursor.
  struct Seek: Hashable, Sendable {
    let index: Int
    let table: Int
  }

  /// The instructions that open a cursor on a table or an index of the database.
  private static let openings: Set<String> = [
    "OpenRead", "ReopenIdx", "OpenWrite", "OpenDup", "OpenAutoindex", "VOpen",
  ]

  /// The cursors the program opens on the database's tables and indexes.
  let cursors: Set<Int>

  /// The index cursors that locate rows of a table cursor.
  let seeks: Set<Seek>

  // MARK: Lifecycle

  /// Asks SQLite for the program of a statement, without running it.
  ///
  /// - Throws: A `DatabaseError` if SQLite cannot compile the statement.
  /// - Complexity: O(*i*), where *i* is the number of instructions.
  init(of statement: Statement, in db: Database) throws {
    // NB: the statement's own SQL is compiled again behind EXPLAIN, never read here: SQLite
    // lists the instructions it would run.
    let explained = try db.makeStatement(sql: "EXPLAIN " + statement.sql)
    let instructions = try Row.fetchAll(explained, arguments: statement.arguments)
    var cursors = Set<Int>()
    var seeks = Set<Seek>()
    for instruction in instructions {
      let opcode: String = instruction["opcode"]
      if Self.openings.contains(opcode) {
        cursors.insert(instruction["p1"])
      } else if opcode == "DeferredSeek" {
        seeks.insert(Seek(index: instruction["p1"], table: instruction["p3"]))
      }
    }
    self.cursors = cursors
    self.seeks = seeks
  }

  // MARK: Internal

  /// Whether the program reads the database through one scan: one cursor, or one table cursor
  /// and index cursors that only locate its rows.
  ///
  /// - Complexity: O(*c*²), where *c* is the number of cursors.
  var readsOnce: Bool {
    cursors.count <= 1
      || cursors.contains { table in
        cursors.allSatisfy { $0 == table || seeks.contains(Seek(index: $0, table: table)) }
      }
  }
}
