@_spi(Surfaces) package import Tabula

// MARK: - ListSurfaceClient + Selection

extension ListSurfaceClient {
  /// Tells the client the user selected or deselected the row at a position, as the row now
  /// shows.
  ///
  /// - Parameters:
  ///   - path: The position of the row.
  ///   - isSelected: Whether the row is now selected.
  package func userDidChangeSelection(at path: ItemPath, to isSelected: Bool) {
    if isSelected {
      userDidSelectItem(at: path)
    } else {
      userDidDeselectItem(at: path)
    }
  }
}
