@_spi(Surfaces) package import Tabula

// MARK: - ListSurfaceClient + ItemToken

extension ListSurfaceClient {
  /// The token of the item shown at a position: what a checking surface compares.
  ///
  /// - Parameter path: The position of the item.
  /// - Returns: Its token, or `nil` if the position is out of range.
  package func itemToken(at path: ItemPath) -> ItemToken? {
    shownItem(at: path).map { ItemToken($0) }
  }
}
