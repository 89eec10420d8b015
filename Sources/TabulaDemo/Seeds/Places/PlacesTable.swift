import GRDB
import TabulaExampleModels

/// The `place` table of the demo's database, which the outline screen shows: continents,
/// their countries and some of their cities, each row under the row its `parent` column
/// names. Deleting a row deletes the rows under it.
enum PlacesTable {
  /// Every place, siblings by name: the order the outline shows them in.
  static let request = SQLRequest<Place>(sql: "SELECT * FROM place ORDER BY name")

  /// Every place, as the outline shows them.
  ///
  /// - Parameter db: A connection.
  /// - Returns: The places, siblings by name.
  /// - Throws: GRDB's `DatabaseError` if the table cannot be read.
  static func places(_ db: Database) throws -> [Place] {
    try request.fetchAll(db)
  }

  /// Creates the table, seeded with the continents, the countries of ``Country/catalog`` and
  /// ``Place/cities``, unless it exists.
  ///
  /// - Parameter db: A connection, in a transaction.
  /// - Throws: GRDB's `DatabaseError` if the table can be neither read nor created.
  static func createIfMissing(_ db: Database) throws {
    guard try !db.tableExists(Place.databaseTableName) else { return }
    try db.create(table: Place.databaseTableName) { table in
      table.autoIncrementedPrimaryKey("id")
      table.column("parent", .integer)
        .references(Place.databaseTableName, onDelete: .cascade).indexed()
      table.column("name", .text).notNull()
      table.column("detail", .text).notNull().defaults(to: "")
    }
    let cities = Dictionary(uniqueKeysWithValues: Place.cities.map { ($0.country, $0.names) })
    for continent in Continent.allCases {
      let continentID = try insert(continent.rawValue, under: nil, db)
      for country in Country.catalog where country.continent == continent {
        let countryID = try insert(country.name, detail: country.capital, under: continentID, db)
        for city in cities[country.name] ?? [] {
          _ = try insert(
            city, detail: city == country.capital ? "capital" : "", under: countryID, db)
        }
      }
    }
  }

  /// Inserts the next of ``Place/newcomers`` that the table lacks, under its country.
  ///
  /// - Parameter db: A connection, in a transaction.
  /// - Returns: The city and its country, or `nil` if every newcomer is in, or their
  ///   countries are gone.
  /// - Throws: GRDB's `DatabaseError` if the table can be neither read nor written.
  static func insertNewcomer(_ db: Database) throws -> (city: String, country: String)? {
    for newcomer in Place.newcomers {
      let country = try Int64.fetchOne(
        db,
        sql: """
          SELECT id FROM place WHERE name = ?
          AND parent IN (SELECT id FROM place WHERE parent IS NULL)
          """,
        arguments: [newcomer.country])
      guard let country else { continue }
      let exists = try Bool.fetchOne(
        db, sql: "SELECT EXISTS (SELECT 1 FROM place WHERE name = ? AND parent = ?)",
        arguments: [newcomer.city, country])
      if exists == true { continue }
      _ = try insert(newcomer.city, under: country, db)
      return newcomer
    }
    return nil
  }

  /// Inserts a place and returns its identifier.
  ///
  /// - Parameters:
  ///   - name: Its name.
  ///   - detail: What its row shows trailing.
  ///   - parent: The place it is in; `nil` for a continent.
  ///   - db: A connection, in a transaction.
  /// - Returns: The new row's identifier.
  /// - Throws: GRDB's `DatabaseError` if the row cannot be written (a parent that does not
  ///   exist).
  @discardableResult
  static func insert(_ name: String, detail: String = "", under parent: Int64?, _ db: Database)
    throws -> Int64
  {
    try db.execute(
      sql: "INSERT INTO place (parent, name, detail) VALUES (?, ?, ?)",
      arguments: [parent, name, detail])
    return db.lastInsertedRowID
  }
}
