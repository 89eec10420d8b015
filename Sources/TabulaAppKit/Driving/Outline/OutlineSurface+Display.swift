@_spi(Surfaces) internal import Tabula

// MARK: - OutlineSurface + Display

extension OutlineSurface {
  /// The outline added the view of an item's row (`outlineView(_:didAdd:forRow:)`, with the
  /// row's item): the data source hears that the item shows, so that a paged provider loads
  /// its next page when rows near the end show, as UIKit's `willDisplay` tells it.
  ///
  /// - Parameter item: The item of the row, `nil` if the view has none for it.
  public func didAddRow(of item: OutlineItemObject?) {
    guard let path = item.flatMap(path(of:)) else { return }
    client?.willDisplayItem(at: path)
  }
}
