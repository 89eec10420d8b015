/// A country of seed 004's list: identified by its name, shown with its capital.
package struct Country: Identifiable, Equatable, Sendable {
  package let name: String
  package let capital: String
  package let continent: Continent

  package var id: String { name }

  /// Creates the value from its parts.
  package init(name: String, capital: String, continent: Continent) {
    self.name = name
    self.capital = capital
    self.continent = continent
  }
}
