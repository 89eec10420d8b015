import Foundation
import Tabula
import TabulaExampleDatabase
import TabulaExampleModels

/// Where seed 004's screen gets its countries: live from a SQLite file through TabulaGRDB,
/// or from the in-memory catalog. ``makeScreen(_:)`` picks one in one line.
enum CountriesSource {
  /// Makes the countries screen over the live database.
  ///
  /// - Parameter navigator: The stack the screen goes on; its ``Navigator/databasePath``
  ///   says where the file is.
  /// - Returns: The screen.
  /// - Throws: An error if the file can be neither opened nor created.
  @MainActor
  static func makeScreen(_ navigator: Navigator) throws -> any DemoScreen {
    try live(navigator)  // in memory instead: inMemory(navigator)
  }

  /// The screen over the database file, which is created (and the user told) when missing,
  /// and moved aside and created again when unreadable.
  ///
  /// - Parameter navigator: The stack the screen goes on.
  /// - Returns: The screen.
  /// - Throws: An error if the file can be neither opened nor created.
  @MainActor
  static func live(_ navigator: Navigator) throws -> any DemoScreen {
    let database = try openDatabase(navigator)
    return screen(
      navigator, model: LiveCountries(database: database, log: navigator.log), kind: "live SQLite")
  }

  /// Opens the database file, creating its folder and the file when they are missing, and
  /// leaves a message on the navigator when the file was created or moved aside.
  ///
  /// - Parameter navigator: The stack the screen goes on; its ``Navigator/databasePath``
  ///   says where the file is.
  /// - Returns: The database.
  /// - Throws: An error if the file can be neither opened nor created.
  @MainActor
  static func openDatabase(_ navigator: Navigator) throws -> CountriesDatabase {
    let path = navigator.databasePath ?? defaultDatabasePath()
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    let database = try CountriesDatabase(path: path, preparing: PlacesTable.createIfMissing)
    switch database.opening {
    case .opened: break
    case .created: navigator.message = "No countries database yet: created \(path)"
    case .recreated(let backup):
      navigator.message = "Unreadable database moved to \(backup); created a new one"
    }
    return database
  }

  /// The screen over the catalog, in memory.
  ///
  /// - Parameter navigator: The stack the screen goes on.
  /// - Returns: The screen.
  @MainActor
  static func inMemory(_ navigator: Navigator) -> any DemoScreen {
    let snapshot = (try? CountriesScreen.snapshot(of: Country.catalog)) ?? Snapshot()
    return screen(navigator, model: EditableList(snapshot), kind: "in memory")
  }

  /// Where the database is when `--database` does not say: in the user's cache folder.
  ///
  /// - Returns: `$XDG_CACHE_HOME/tabula-demo/countries.sqlite`, or under `~/.cache`, or
  ///   under the temporary folder when there is no home.
  static func defaultDatabasePath() -> String {
    let environment = ProcessInfo.processInfo.environment
    let cache =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? environment["HOME"].map { $0 + "/.cache" }
      ?? NSTemporaryDirectory()
    return cache + "/tabula-demo/countries.sqlite"
  }

  // MARK: Private

  @MainActor
  private static func screen<Model: ListModel>(
    _ navigator: Navigator, model: Model, kind: String
  ) -> any DemoScreen where Model.Item == Country {
    let behavior = ScreenBehavior<Country>(
      title: { "Countries (seed 004, \(kind)): " + CountriesScreen.count(of: $0) },
      describe: \.name,
      matches: { country, text in
        country.name.lowercased().contains(text) || country.capital.lowercased().contains(text)
      },
      insertion: { snapshot in
        for country in Country.newcomers where snapshot.item(id: country.id) == nil {
          guard let section = snapshot.index(ofSection: country.continent.rawValue),
            let count = snapshot.numberOfItems(inSectionAt: section)
          else { continue }
          return PositionedItem(country, at: ItemPath(section: section, item: count))
        }
        return nil
      })
    let view = navigator.makeView()
    view.emptyText = "No countries"
    return ListScreen(model: model, view: view, behavior: behavior, log: navigator.log) {
      view, diagnostics in
      let dataSource = ListDataSource(
        surface: view, registration: CountriesScreen.appearance.terminalRegistration,
        diagnostics: diagnostics)
      dataSource.countFooters { _, rows in CountriesScreen.footer(rows: rows) }
      return dataSource
    }
  }
}
