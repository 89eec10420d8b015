import Foundation
package import GRDB
package import Tabula
package import TabulaExampleModels
package import TabulaGRDB

/// Seed 004's countries in SQLite, for the terminal demo and the Mac's live countries table:
/// a file created and seeded from ``TabulaExampleModels/Country/catalog`` on the first run,
/// opened as it is afterwards, and created again when it is missing or unreadable; or a
/// database in memory.
///
/// The `country` table has the country's name as its primary key, its capital, its continent,
/// and a `position` that orders countries within their continent (the catalog's order at
/// first). A user of the database creates its own tables beside it (the demo's outline its
/// `place` table). Nothing on disk is lost: an unreadable file is moved aside, never deleted.
///
/// ```swift
/// let database = try CountriesDatabase(path: "countries.sqlite")
/// if case .recreated(let backup) = database.opening { print("moved the broken file to \(backup)") }
/// let provider = database.provider { error in print(error) }
/// try database.insertAsAnotherWriter(Country.newcomers[0])  // the list shows it
/// ```
package struct CountriesDatabase: Sendable {
  /// What opening the file found, and did about it.
  package enum Opening: Hashable, Sendable {
    /// The file held the countries: opened as it was.
    case opened
    /// There was no file, or it had no `country` table: created and seeded.
    case created
    /// The file was not a readable database: moved to this path, then created and seeded.
    case recreated(movedTo: String)
  }

  /// The path of the file; `nil` for a database in memory.
  package let path: String?

  /// What opening the file found.
  package let opening: Opening

  /// The database, for the list and its edits.
  package let queue: DatabaseQueue

  /// The countries as the list shows them: by continent, then by position.
  package static let request = Country.query(orderedBy: "continent", "position")

  // MARK: Lifecycle

  /// Opens the countries file at `path`, creating and seeding it when it is missing, and
  /// moving it aside and creating it again when it is not a readable database.
  ///
  /// - Parameters:
  ///   - path: Where the file is, or is to be created; its folder must exist.
  ///   - preparing: Creates the tables of the database's user that are missing, in the
  ///     transaction that creates the countries' (the demo's `place` table).
  /// - Throws: GRDB's `DatabaseError` or a file error when the file can be neither opened nor
  ///   created (a folder that does not exist, no permission).
  package init(path: String, preparing: (Database) throws -> Void = { _ in }) throws {
    self.path = path
    let existed = FileManager.default.fileExists(atPath: path)
    do {
      let (queue, seeded) = try Self.open(DatabaseQueue(path: path), preparing: preparing)
      self.queue = queue
      self.opening = existed && !seeded ? .opened : .created
    } catch let error as DatabaseError where Self.isUnreadable(error) {
      let backup = try Self.moveAside(path)
      self.queue = try Self.open(DatabaseQueue(path: path), preparing: preparing).queue
      self.opening = .recreated(movedTo: backup)
    }
  }

  /// Creates the countries in a database in memory, gone with the value.
  ///
  /// - Throws: GRDB's `DatabaseError` if the table cannot be created.
  package init() throws {
    path = nil
    queue = try Self.open(DatabaseQueue(), preparing: { _ in }).queue
    opening = .created
  }

  // MARK: Internal

  /// The countries as the list shows them.
  ///
  /// - Returns: Every country, by continent, then by position.
  /// - Throws: GRDB's `DatabaseError` if the table cannot be read.
  package func countries() throws -> [Country] {
    try queue.read { db in try Self.request.fetchAll(db) }
  }

  /// A live list of the countries, one section per continent titled by its name, whose
  /// deletions and moves are written back to the file; a country moved to another continent's
  /// section is written with that continent. A section's model depends on its continent
  /// alone: what counts the rows (a footer) is read from the rows shown, never stored in the
  /// section, so it is true between a user's edit and the query's next result too.
  ///
  /// - Parameter onError: Receives the errors of the observation and of the user's edits.
  /// - Returns: The provider; it observes the file until it is released.
  @MainActor
  package func provider(onError: QueryProvider<ListSection, Country>.ErrorHandler? = nil)
    -> QueryProvider<ListSection, Country>
  {
    QueryProvider(
      queue, request: Self.request, sectionKey: \.continent.rawValue,
      orderingColumn: "position", onError: onError,
      movesAcrossSections: { country, continent in
        country = Country(
          name: country.name, capital: country.capital,
          continent: Continent(rawValue: continent) ?? country.continent)
      })
  }

  /// Inserts a country with a statement of its own, as another program would: the query
  /// shows it last in its continent.
  ///
  /// - Parameter country: The country.
  /// - Throws: GRDB's `DatabaseError` if a country of that name is there; nothing changes.
  package func insertAsAnotherWriter(_ country: Country) throws {
    try queue.write { db in try country.insert(db) }
  }

  // MARK: Private

  /// Checks the database and creates the tables that are missing; returns whether it seeded
  /// the countries.
  private static func open(_ queue: DatabaseQueue, preparing: (Database) throws -> Void)
    throws -> (queue: DatabaseQueue, seeded: Bool)
  {
    let check = try queue.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") }
    guard check == "ok" else { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: check) }
    let seeded = try queue.write { db in
      try preparing(db)
      if try db.tableExists(Country.databaseTableName) { return false }
      try createTable(db)
      return true
    }
    return (queue, seeded)
  }

  private static func createTable(_ db: Database) throws {
    try db.create(table: Country.databaseTableName) { table in
      table.primaryKey("name", .text)
      table.column("capital", .text).notNull()
      table.column("continent", .text).notNull()
      // NB: no UNIQUE constraint: a move hands position values out again row by row.
      table.column("position", .integer)
    }
    // A country inserted without a position (an undone deletion) goes last; the list's
    // write-back then moves it into place.
    try db.execute(
      sql: """
        CREATE TRIGGER country_position AFTER INSERT ON country WHEN NEW.position IS NULL
        BEGIN
          UPDATE country SET position = (SELECT COALESCE(MAX(position), -1) + 1 FROM country)
          WHERE name = NEW.name;
        END
        """)
    for (position, country) in Country.catalog.enumerated() {
      try db.execute(
        sql: "INSERT INTO country (name, capital, continent, position) VALUES (?, ?, ?, ?)",
        arguments: [country.name, country.capital, country.continent.rawValue, position])
    }
  }

  private static func isUnreadable(_ error: DatabaseError) -> Bool {
    [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode)
  }

  /// Moves the file, and its journal, to the first free `<path>.corrupt<n>`.
  private static func moveAside(_ path: String) throws -> String {
    let files = FileManager.default
    var backup = path + ".corrupt"
    var number = 1
    while files.fileExists(atPath: backup) {
      number += 1
      backup = path + ".corrupt\(number)"
    }
    try files.moveItem(atPath: path, toPath: backup)
    for suffix in ["-journal", "-wal", "-shm"] where files.fileExists(atPath: path + suffix) {
      try files.moveItem(atPath: path + suffix, toPath: backup + suffix)
    }
    return backup
  }
}

// MARK: - Country + Record

extension Country: FetchableRecord, PersistableRecord {
  package static let databaseTableName = "country"

  package init(row: Row) throws {
    let continentName = try row.decode(String.self, forColumn: "continent")
    guard let continent = Continent(rawValue: continentName) else {
      throw DatabaseError(
        resultCode: .SQLITE_MISMATCH, message: "unknown continent '\(continentName)'")
    }
    self.init(
      name: try row.decode(forColumn: "name"), capital: try row.decode(forColumn: "capital"),
      continent: continent)
  }

  package func encode(to container: inout PersistenceContainer) throws {
    container["name"] = name
    container["capital"] = capital
    container["continent"] = continent.rawValue
  }
}
