#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || os(macOS))
import Tabula
import TabulaExampleModels

// MARK: - Place

/// A place of the outline screen (``PlacesView``): a continent, a country or a city, each
/// identified by its kind and name, so that a city and a country of one name stay apart.
@available(iOS 16.0, macOS 13.0, *)
struct Place: Identifiable, Equatable, Sendable {
  /// What kind of place it is.
  enum Kind: String, Sendable {
    case continent, country, city
  }

  /// What kind of place it is.
  let kind: Kind

  /// The place's name.
  let name: String

  /// The place's identity: its kind and its name.
  var id: String { "\(kind.rawValue):\(name)" }

  /// The name of the SF Symbol the outline shows beside the place.
  var symbol: String {
    switch kind {
    case .continent: "globe"
    case .country: "flag"
    case .city: "building.2"
    }
  }

  /// The world of the seed 004 catalog as an outline: each continent, its countries under it,
  /// and each country's capital under the country.
  ///
  /// - Returns: The outline, in one section.
  /// - Throws: `SnapshotError` if two countries, or two capitals, have one name.
  static func world() throws(SnapshotError<String, String>) -> Snapshot<ListSection, Place> {
    var world = try Snapshot<ListSection, Place>(sections: [
      SnapshotSection(
        ListSection(id: "world"),
        items: Continent.allCases.map { Place(kind: .continent, name: $0.rawValue) })
    ])
    for country in Country.catalog {
      let place = Place(kind: .country, name: country.name)
      try world.appendItems(
        [place], under: Place(kind: .continent, name: country.continent.rawValue).id)
      try world.appendItems([Place(kind: .city, name: country.capital)], under: place.id)
    }
    return world
  }
}
#endif
