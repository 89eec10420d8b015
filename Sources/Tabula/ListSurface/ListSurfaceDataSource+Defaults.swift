// MARK: - ListSurfaceDataSource + Defaults

extension ListSurfaceDataSource {
  /// No item is editable unless the data source says so.
  ///
  /// - Parameter path: The position of an item.
  /// - Returns: `false`.
  public func canEditItem(at path: ItemPath) -> Bool { false }

  /// Ignores the deletion; a data source that allows editing implements it.
  ///
  /// - Parameter path: The position of the item.
  public func userDidDeleteItem(at path: ItemPath) {}

  /// Ignores the move; a data source that allows editing implements it.
  ///
  /// - Parameters:
  ///   - source: Where the row was.
  ///   - destination: Where the user dropped it.
  public func userDidMoveItem(from source: ItemPath, to destination: ItemPath) {}
}
