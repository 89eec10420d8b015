@_spi(Surfaces) import Tabula

/// A data source that has only counts: its rows show no item, so that a view checks the
/// batch's counts and positions, not what the rows show.
@MainActor
final class CountsClient: ListSurfaceClient {
  var counts: [Int]
  private var connection: AnyObject?

  init(counts: [Int]) {
    self.counts = counts
  }

  /// Makes this the view's data source.
  func show(in surface: any ListSurface) {
    connection = surface.connect(self)
  }

  var numberOfSections: Int { counts.count }

  func numberOfItems(inSectionAt section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  func cell(for surface: any ListSurface, at path: ItemPath) -> AnyObject? { FuzzCell() }

  func shownItem(at path: ItemPath) -> (any Identifiable & Equatable)? { nil }
}
