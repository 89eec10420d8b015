import Tabula
import TabulaExampleModels
import Testing

@testable import TabulaDemo

@MainActor
struct CountriesScreenTests {
  @Test func `the countries are grouped by continent, continents in order`() throws {
    let snapshot = try CountriesScreen.snapshot(of: Country.catalog)
    #expect(snapshot.sectionIdentifiers == Continent.allCases.map(\.rawValue))
    #expect(snapshot.numberOfItems == Country.catalog.count)
    for section in snapshot.sections {
      let members = try #require(snapshot.items(inSection: section.id))
      #expect(members.allSatisfy { $0.continent.rawValue == section.id })
      #expect(section.footer == nil)
      #expect(CountriesScreen.footer(rows: members.count) == "\(members.count) countries")
    }
    #expect(snapshot.sectionIdentifier(containingItem: "Japan") == "Asia")
  }

  @Test func `continents without countries get no section`() throws {
    let snapshot = try CountriesScreen.snapshot(of: Country.catalog.filter { $0.name == "Peru" })
    #expect(snapshot.sectionIdentifiers == ["South America"])
  }

  @Test func `a country listed twice is refused with its name and both places`() {
    let japan = Country(name: "Japan", capital: "Tokyo", continent: .asia)
    let expected = SnapshotError<String, String>.duplicateIdentifiers(
      sections: [],
      items: [
        .init(
          id: "Japan",
          positions: [
            ItemPath(section: 0, item: 0),
            ItemPath(section: 0, item: 1),
          ])
      ])
    #expect(throws: expected) { try CountriesScreen.snapshot(of: [japan, japan]) }
  }

  @Test func `the screen prints every country under its continent's header`() throws {
    let lines = try DemoCommand.countriesScreen(width: 48)
    #expect(lines.first == "Countries: 48 in 6 continents")
    #expect(lines.contains("  (13 countries)"))
    let europe = try #require(lines.firstIndex(of: "EUROPE"))
    let france = try #require(lines.firstIndex { $0.hasPrefix("  France") })
    let asia = try #require(lines.firstIndex(of: "ASIA"))
    #expect(asia < europe && europe < france)
    #expect(lines[france].hasSuffix("Paris"))
    #expect(lines.allSatisfy { $0.count <= 48 })
    let rows = lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("  (") }
    #expect(rows.count == Country.catalog.count)
  }

  @Test func `a narrow surface cuts its rows, and wraps its title between words`() throws {
    let lines = try DemoCommand.countriesScreen(width: 12)
    let gap = try #require(lines.firstIndex(of: ""))
    #expect(lines[..<gap] == ["Countries:", "48 in 6", "continents"])
    #expect(lines.dropFirst(gap).allSatisfy { $0.count <= 12 })
    #expect(lines.contains { $0.hasSuffix("…") })
  }

  @Test func `the text surface reuses its cells across rows`() throws {
    let view = TextListView(appearance: CountriesScreen.appearance)
    let snapshot = try CountriesScreen.snapshot(of: Country.catalog)
    _ = view.render(snapshot)
    _ = view.render(snapshot)
    #expect(view.cellsCreated == 1)
  }

  @Test func `an empty list shows the empty-state text`() throws {
    let appearance = CountriesScreen.appearance.with { $0.emptyStateText = "No countries" }
    let view = TextListView(appearance: appearance)
    #expect(view.render(try CountriesScreen.snapshot(of: [])) == ["No countries"])
  }
}
