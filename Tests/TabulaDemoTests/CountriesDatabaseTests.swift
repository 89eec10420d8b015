import Foundation
import Tabula
import TabulaExampleDatabase
import TabulaExampleModels
import TabulaGRDB
import TabulaTestSupport
import Testing

@testable import TabulaDemo

/// The demo's countries file: created on the first run, opened afterwards, created again when
/// missing or unreadable, and edited through its live list.
@MainActor
struct CountriesDatabaseTests {
  let folder: URL
  let path: String

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CountriesDatabaseTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent("countries.sqlite").path
  }

  /// The catalog as the list orders it: by continent, then in catalog order.
  var catalogByContinent: [Country] {
    Continent.allCases.flatMap { continent in
      Country.catalog.filter { $0.continent == continent }
    }
  }

  @Test func `the first run creates the file and seeds it with the catalog`() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = try CountriesDatabase(path: path)
    #expect(database.opening == .created)
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(try database.countries() == catalogByContinent)
  }

  @Test func `a second run opens the file as it is`() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try CountriesDatabase(path: path)
    let again = try CountriesDatabase(path: path)
    #expect(again.opening == .opened)
    #expect(try again.countries() == catalogByContinent)
  }

  @Test func `an empty file gets the table and the countries`() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    let database = try CountriesDatabase(path: path)
    #expect(database.opening == .created)
    #expect(try database.countries().count == Country.catalog.count)
  }

  @Test func `a corrupt file is moved aside, kept as it was, and the countries created again`()
    throws
  {
    defer { try? FileManager.default.removeItem(at: folder) }
    let garbage = Data((0..<8_192).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    #expect(FileManager.default.createFile(atPath: path, contents: garbage))
    let database = try CountriesDatabase(path: path)
    #expect(database.opening == .recreated(movedTo: path + ".corrupt"))
    #expect(FileManager.default.contents(atPath: path + ".corrupt") == garbage)
    #expect(try database.countries() == catalogByContinent)

    // A second corrupt file does not overwrite the first backup.
    #expect(FileManager.default.createFile(atPath: path, contents: garbage))
    #expect(try CountriesDatabase(path: path).opening == .recreated(movedTo: path + ".corrupt2"))
  }

  @Test func `the live list shows the countries by continent, as the screen does`() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = try CountriesDatabase(path: path)
    let provider = database.provider()
    try await waitUntil("the catalog") { provider.snapshot.numberOfItems == Country.catalog.count }
    #expect(provider.snapshot == (try CountriesScreen.snapshot(of: Country.catalog)))
  }

  @Test func `deletions and moves on the list are written to the file, and undo restores it`()
    async throws
  {
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = try CountriesDatabase(path: path)
    let provider = database.provider()
    try await waitUntil("the catalog") { provider.snapshot.numberOfItems == Country.catalog.count }
    let europe = try #require(provider.snapshot.index(ofSection: "Europe"))

    try provider.perform(.deleteItems(["France"]), named: "Delete")
    try provider.perform(.moveItem("Spain", to: ItemPath(section: europe, item: 0)), named: "Move")
    // Read back through a connection of its own, as the next run would.
    let europeans = try CountriesDatabase(path: path).countries()
      .filter { $0.continent == .europe }.map(\.name)
    #expect(europeans.first == "Spain")
    #expect(!europeans.contains("France"))

    try provider.undo()
    try provider.undo()
    #expect(try CountriesDatabase(path: path).countries() == catalogByContinent)
    try await waitUntil("the undone list") {
      provider.snapshot.items(inSection: "Europe")?.first?.name == "Austria"
        && provider.snapshot.numberOfItems == Country.catalog.count
    }
  }

  @Test func `a country moved to another continent is written with it, and undo moves it back`()
    async throws
  {
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = try CountriesDatabase(path: path)
    let provider = database.provider()
    try await waitUntil("the catalog") { provider.snapshot.numberOfItems == Country.catalog.count }
    let asia = try #require(provider.snapshot.index(ofSection: "Asia"))

    try provider.perform(.moveItem("Italy", to: ItemPath(section: asia, item: 1)), named: "Move")
    let countries = try CountriesDatabase(path: path).countries()
    let italy = try #require(countries.first { $0.name == "Italy" })
    #expect(italy.continent == .asia)
    let asians = countries.filter { $0.continent == .asia }.map(\.name)
    let before = catalogByContinent.filter { $0.continent == .asia }.map(\.name)
    #expect(asians == [before[0], "Italy"] + before.dropFirst())

    try provider.undo()
    #expect(try CountriesDatabase(path: path).countries() == catalogByContinent)
    try provider.redo()
    #expect(
      try CountriesDatabase(path: path).countries().filter { $0.continent == .asia }.map(\.name)
        == asians)
  }
}
