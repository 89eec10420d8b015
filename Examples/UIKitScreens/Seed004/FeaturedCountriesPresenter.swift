#if canImport(UIKit)
package import Tabula
package import TabulaExampleModels

// MARK: - Seed004 + FeaturedCountriesPresenter

extension Seed004 {
  /// The countries with some of them featured: a featured country shows in a
  /// ``FeaturedCountryTableViewCell``, the others in the nib's ``CountryTableViewCell``.
  ///
  /// This lifts the seed's two limits: a cell class is not tied to one reuse identifier (a
  /// ``Tabula/CellRegistration`` names its own), and two cell classes share one list without
  /// giving up the type of their item, since each ``Tabula/ListRow`` is checked where it is made.
  package struct FeaturedCountriesPresenter: RowPresenter {
    /// The countries, grouped by continent.
    package let countries: Snapshot<ListSection, Country>

    /// The names of the featured countries.
    package let featured: Set<String>

    /// One section per continent; each country's row is its name.
    package var sections: [SnapshotSection<ListSection, ListRow<String>>] {
      for section in countries.sections {
        SnapshotSection(section) {
          for country in countries.items(inSection: section.id) ?? [] {
            if featured.contains(country.id) {
              ListRow(id: country.id, cell: FeaturedCountryTableViewCell.self, item: country)
            } else {
              ListRow(
                id: country.id, registration: CountriesViewController.countryCell, item: country)
            }
          }
        }
      }
    }
  }
}
#endif
