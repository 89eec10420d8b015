#if canImport(AppKit) && os(macOS)
package import AppKit
package import Tabula
package import TabulaAppKit
import TabulaExampleModels

/// The seed 004 catalog as an outline on the Mac: each continent, its countries under it,
/// each country's capital under the country. A click on a disclosure triangle goes to the
/// data source, whose update expands or collapses the row by identity.
package final class PlacesOutlineViewController: NSViewController {
  /// A row of the outline: a continent, a country or a city, identified by kind and name, so
  /// that a city and a country of one name stay apart.
  package struct Place: Identifiable, Equatable, Sendable {
    /// The kind of place and its name, which identify it.
    package let id: String
    /// The name shown.
    package let name: String

    init(_ kind: String, _ name: String) {
      id = "\(kind):\(name)"
      self.name = name
    }
  }

  /// The places' outline data source, once the view is loaded.
  package private(set) var adapter: OutlineViewAdapter<ListSection, Place>?

  /// The outline: continents at the top level.
  ///
  /// - Returns: The outline, in one section.
  /// - Throws: `SnapshotError` if two countries, or two capitals, have one name.
  package static func world() throws(SnapshotError<String, String>)
    -> Snapshot<ListSection, Place>
  {
    var world = try Snapshot<ListSection, Place>(sections: [
      SnapshotSection(
        ListSection(id: "world"),
        items: Continent.allCases.map { Place("continent", $0.rawValue) })
    ])
    for country in Country.catalog {
      let place = Place("country", country.name)
      try world.appendItems([place], under: Place("continent", country.continent.rawValue).id)
      try world.appendItems([Place("city", country.capital)], under: place.id)
    }
    return world
  }

  /// A scrolling outline view of one column, showing the world collapsed.
  package override func loadView() {
    let (scrollView, outlineView) = NamedPlacesOutline.scrollingOutline(column: "Place")
    view = scrollView
    let registration = NamedPlacesOutline.nameCells { (place: Place) in place.name }
    let adapter = OutlineViewAdapter<ListSection, Place>(
      outlineView: outlineView, registration: registration, typeSelectText: \.name)
    adapter.dataSource.apply((try? Self.world()) ?? Snapshot(), animated: false)
    self.adapter = adapter
  }
}
#endif
