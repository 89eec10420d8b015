import Tabula
import TabulaExampleModels

/// Seed 004's screen: countries grouped by continent, from a snapshot.
enum CountriesScreen {
  /// How a country row looks: its name, with its capital trailing.
  static let appearance = TerminalAppearance<Country>(cellStyle: .value1) { content, country in
    content.text = country.name
    content.secondaryText = country.capital
  }

  /// The countries grouped by continent, continents in order, each with a count in its
  /// footer.
  static func snapshot(of countries: [Country]) throws(SnapshotError<String, String>)
    -> Snapshot<ListSection, Country>
  {
    try Snapshot {
      for continent in Continent.allCases {
        let members = countries.filter { $0.continent == continent }
        if !members.isEmpty {
          SnapshotSection(continent.rawValue, footer: "\(members.count) countries") { members }
        }
      }
    }
  }
}
