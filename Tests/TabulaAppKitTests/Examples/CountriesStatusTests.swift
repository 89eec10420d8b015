import Tabula
import TabulaExampleModels
import Testing

/// What the Mac's live countries screen says under its rows (`CountriesTableViewController`),
/// from the query's results and errors.
struct CountriesStatusTests {
  struct ReadError: Error, CustomStringConvertible {
    var description: String { "disk I/O error" }
  }

  static func countries(_ countries: [Country]) throws -> Snapshot<ListSection, Country> {
    try Snapshot {
      for continent in Continent.allCases {
        let members = countries.filter { $0.continent == continent }
        if !members.isEmpty { SnapshotSection(ListSection(continent.rawValue), items: members) }
      }
    }
  }

  @Test func `before the query's first result the screen says it is loading`() {
    #expect(CountriesStatus().text == "Loading…")
    #expect(!CountriesStatus().isFailure)
  }

  @Test func `a result is counted in countries and in the continents that have any`() throws {
    var status = CountriesStatus()
    status.show(try Self.countries(Country.catalog))
    let continents = Set(Country.catalog.map(\.continent)).count
    #expect(status.text == "\(Country.catalog.count) countries in \(continents) continents")
    let france = try #require(Country.catalog.first { $0.name == "France" })
    status.show(try Self.countries([france]))
    #expect(status.text == "1 country in 1 continent")
  }

  @Test func `an empty result says there are no countries`() throws {
    var status = CountriesStatus()
    status.show(try Self.countries([]))
    #expect(status.text == "No countries")
  }

  @Test func `a failure before any result shows the error alone`() {
    var status = CountriesStatus()
    status.fail(ReadError())
    #expect(status.text == "disk I/O error")
    #expect(status.isFailure)
  }

  @Test func `a failure after a result keeps its counts, and the next result clears it`() throws {
    var status = CountriesStatus()
    let snapshot = try Self.countries(Array(Country.catalog.prefix(2)))
    status.show(snapshot)
    status.fail(ReadError())
    #expect(status.text.hasSuffix("; not updated: disk I/O error"))
    #expect(status.countries == 2)
    status.show(snapshot)
    #expect(!status.isFailure)
    #expect(!status.text.contains("not updated"))
  }
}
