import GRDB
import Tabula
import TabulaGRDB

/// A row of the `entry` table: an identity, the section it is listed in, its place there, and
/// a name that can change.
struct Entry: Codable, FetchableRecord, PersistableRecord, Identifiable, Equatable, Sendable,
  CustomStringConvertible
{
  static let databaseTableName = "entry"

  var id: Int64
  var section: String
  var position: Int
  var name: String

  init(_ id: Int64, section: String = "A", position: Int? = nil, name: String? = nil) {
    self.id = id
    self.section = section
    self.position = position ?? Int(id)
    self.name = name ?? "entry \(id)"
  }

  var description: String { name }

  /// The list of entries: sections in alphabetical order, entries by position.
  static let ordered = Entry.query(orderedBy: "section", "position")

  /// Creates the `entry` table; positions are not unique, as moves hand them out again.
  static func createTable(_ db: Database) throws {
    try db.create(table: databaseTableName) { table in
      table.primaryKey("id", .integer)
      table.column("section", .text).notNull()
      table.column("position", .integer).notNull()
      table.column("name", .text).notNull().unique()
    }
  }
}

/// A live list of entries.
typealias EntryProvider = QueryProvider<ListSection, Entry>
