#if canImport(AppKit) && os(macOS)
package import GRDB
package import Tabula
package import TabulaExampleModels
package import TabulaGRDB

/// Seed 004's countries in SQLite, for the Mac's live countries table: a `country` table
/// seeded from ``TabulaExampleModels/Country/catalog`` when missing, and a live query over it
/// by continent, then by position.
///
/// ```swift
/// let database = try CountriesDatabase(path: url.path)  // or CountriesDatabase() in memory
/// let controller = CountriesTableViewController(database: database)
/// try database.insertAsAnotherWriter(Country.newcomers[0])  // the table animates it in
/// ```
package struct CountriesDatabase: Sendable {
  /// The database, for the query and the user's deletes.
  package let queue: DatabaseQueue

  /// The countries as the table shows them.
  static let request = Country.query(orderedBy: "continent", "position")

  /// Opens (or creates) the countries file at `path`, or a database in memory.
  ///
  /// - Parameter path: The file; `nil` for a database in memory, gone with the value.
  /// - Throws: GRDB's `DatabaseError` if the file cannot be opened or its table created.
  package init(path: String? = nil) throws {
    queue = try path.map { try DatabaseQueue(path: $0) } ?? DatabaseQueue()
    try queue.write { db in try Self.createIfMissing(db) }
  }

  /// A live list of the countries, a section per continent headed by its name, whose
  /// deletions are written back to the database.
  ///
  /// - Parameter onError: Receives the errors of the observation and of the user's edits.
  /// - Returns: The provider; it observes the database until it is released.
  @MainActor
  package func provider(onError: QueryProvider<ListSection, Country>.ErrorHandler? = nil)
    -> QueryProvider<ListSection, Country>
  {
    QueryProvider(
      queue, request: Self.request, sectionKey: \.continent.rawValue,
      orderingColumn: "position", onError: onError)
  }

  /// Inserts a country with a statement of its own, as another program would: the query
  /// shows it last in its continent.
  ///
  /// - Parameter country: The country.
  /// - Throws: GRDB's `DatabaseError` if a country of that name is there; nothing changes.
  package func insertAsAnotherWriter(_ country: Country) throws {
    try queue.write { db in try country.insert(db) }
  }

  private static func createIfMissing(_ db: Database) throws {
    guard try !db.tableExists(Country.databaseTableName) else { return }
    try db.create(table: Country.databaseTableName) { table in
      table.primaryKey("name", .text)
      table.column("capital", .text).notNull()
      table.column("continent", .text).notNull()
      table.column("position", .integer)
    }
    // A country inserted without a position goes last.
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
#endif
