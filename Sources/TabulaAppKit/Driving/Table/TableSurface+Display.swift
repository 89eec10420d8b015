@_spi(Surfaces) internal import Tabula

// MARK: - TableSurface + Display

extension TableSurface {
  /// The table added the view of a row (`tableView(_:didAdd:forRow:)`, which AppKit calls for
  /// each row view it adds, as rows scroll into view or are inserted): for an item's row the
  /// data source hears that the item shows, so that a paged provider loads its next page when
  /// rows near the end show, as UIKit's `willDisplay` tells it. A group row tells nothing.
  ///
  /// - Parameter row: The row whose view was added.
  public func didAddRow(_ row: Int) {
    guard let path = itemPath(atRow: row) else { return }
    client?.willDisplayItem(at: path)
  }
}
