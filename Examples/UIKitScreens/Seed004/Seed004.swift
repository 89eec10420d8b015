#if canImport(UIKit)
package import Tabula
package import TabulaExampleModels

/// Seed 004, "from Massive View Controller to a generic data coordinator": countries in a
/// table view and a collection view, from one data provider.
///
/// The seed's `DataProvider`, `ConfigurableCell` and `GenericTableViewDataCoordinator` /
/// `GenericCollectionViewDataCoordinator` are Tabula's ``Tabula/DataProvider``,
/// ``Tabula/ConfigurableCell`` and one ``Tabula/ListDataSource`` per view; the provider can be
/// an array in memory or a database, and the views never know which.
package enum Seed004 {
  /// The countries grouped by continent, continents in order; each section is headed by its
  /// continent's name, and keeps the countries' order.
  ///
  /// - Parameter countries: The countries, in the order each continent lists them.
  /// - Returns: The snapshot.
  /// - Throws: ``Tabula/SnapshotError/duplicateIdentifiers(sections:items:)`` if two countries
  ///   have one name.
  package static func snapshot(of countries: [Country]) throws(SnapshotError<String, String>)
    -> Snapshot<ListSection, Country>
  {
    try Snapshot {
      for continent in Continent.allCases {
        let members = countries.filter { $0.continent == continent }
        if !members.isEmpty {
          SnapshotSection(ListSection(continent.rawValue), items: members)
        }
      }
    }
  }
}
#endif
