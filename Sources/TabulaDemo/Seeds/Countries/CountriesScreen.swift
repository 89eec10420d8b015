import Tabula
import TabulaExampleModels

/// Seed 004's screen: countries grouped by continent, from a snapshot.
enum CountriesScreen {
  /// How a country row looks: its name, with its capital trailing.
  static let appearance = TerminalAppearance<Country>(cellStyle: .value1) { content, country in
    content.text = country.name
    content.secondaryText = country.capital
  }

  /// The countries grouped by continent, continents in order. The footers that count them
  /// are the screen's (``footer(rows:)``), never stored here, where an edit would leave them
  /// behind.
  static func snapshot(of countries: [Country]) throws(SnapshotError<String, String>)
    -> Snapshot<ListSection, Country>
  {
    try Snapshot {
      for continent in Continent.allCases {
        let members = countries.filter { $0.continent == continent }
        if !members.isEmpty { SnapshotSection(continent.rawValue) { members } }
      }
    }
  }

  /// The footer of a continent's section: how many countries it shows.
  ///
  /// - Parameter rows: How many rows the section shows.
  /// - Returns: The footer, such as "12 countries".
  static func footer(rows: Int) -> String {
    rows.counting("country", "countries")
  }

  /// What the title says of the countries shown: how many, in how many continents (those
  /// with at least one country shown).
  ///
  /// - Parameter snapshot: The countries shown.
  /// - Returns: Such as "48 in 6 continents".
  static func count(of snapshot: Snapshot<ListSection, Country>) -> String {
    let continents = (0..<snapshot.numberOfSections).count {
      (snapshot.numberOfItems(inSectionAt: $0) ?? 0) > 0
    }
    return "\(snapshot.numberOfItems) in \(continents.counting("continent", "continents"))"
  }
}
