import GRDB
import TabulaGRDB

/// A row of the `card` table: a card on a board's list, ordered by a real `position`, so that
/// there is always room between two cards.
struct Card: Codable, FetchableRecord, PersistableRecord, Identifiable, Equatable, Sendable {
  static let databaseTableName = "card"

  var id: Int64
  var list: String
  var position: Double

  /// The board: lists in alphabetical order, cards by position.
  static let ordered = Card.query(orderedBy: "list", "position", "id")

  /// Creates the `card` table holding `cards`.
  static func createTable(_ db: Database, cards: [Card]) throws {
    try db.create(table: databaseTableName) { table in
      table.primaryKey("id", .integer)
      table.column("list", .text).notNull()
      table.column("position", .double).notNull()
    }
    for card in cards { try card.insert(db) }
  }
}
