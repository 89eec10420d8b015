#if canImport(AppKit) && os(macOS)
package import AppKit
package import Tabula
package import TabulaAppKit
package import TabulaExampleModels

/// A 100,000-row outline on the Mac: the ``TabulaExampleModels/Atlas``'s continents,
/// countries, regions and towns in an `NSOutlineView`, the continents expanded.
///
/// Expansion is by identity: a click on a disclosure triangle asks the data source to expand
/// or collapse that place, and ``expand(_:)`` and ``collapse(_:)`` do the same by identifier
/// (`"Europe/France"`). A country expanded under a collapsed continent shows its regions
/// again when the continent is expanded. Showing or hiding *k* rows costs O(*k* log *n*),
/// whatever the outline's size.
package final class AtlasOutlineViewController: NSViewController {
  /// How many places the outline holds.
  package let rows: Int

  /// The outline's data source, once the view is loaded.
  package private(set) var adapter: OutlineViewAdapter<ListSection, AtlasPlace>?

  /// Creates the screen.
  ///
  /// - Parameter rows: How many places; 100,000 by default.
  package init(rows: Int = 100_000) {
    self.rows = rows
    super.init(nibName: nil, bundle: nil)
    title = "Atlas"
  }

  /// Not available: the screen is made in code.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }

  /// Expands places: shows their children.
  ///
  /// - Parameter ids: The places' identifiers, such as `"Europe/France"`.
  package func expand(_ ids: [String]) {
    adapter?.dataSource.expand(ids)
  }

  /// Collapses places: hides every row below them.
  ///
  /// - Parameter ids: The places' identifiers.
  package func collapse(_ ids: [String]) {
    adapter?.dataSource.collapse(ids)
  }

  /// A scrolling outline view of one column, the continents expanded.
  package override func loadView() {
    let (scrollView, outlineView) = NamedPlacesOutline.scrollingOutline(column: "Place")
    view = scrollView
    let registration = NamedPlacesOutline.nameCells { (place: AtlasPlace) in place.name }
    let adapter = OutlineViewAdapter<ListSection, AtlasPlace>(
      outlineView: outlineView, registration: registration, typeSelectText: \.name)
    adapter.dataSource.apply((try? Atlas.snapshot(rows: rows)) ?? Snapshot(), animated: false)
    adapter.dataSource.expand(Atlas.continentIDs, animated: false)
    self.adapter = adapter
  }
}
#endif
