/// The continents the countries list is grouped by, in the order the list shows them.
package enum Continent: String, CaseIterable, Sendable {
  case africa = "Africa"
  case asia = "Asia"
  case europe = "Europe"
  case northAmerica = "North America"
  case oceania = "Oceania"
  case southAmerica = "South America"
}
