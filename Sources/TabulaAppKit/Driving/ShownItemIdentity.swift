@_spi(Surfaces) public import Tabula

// MARK: - ListSurfaceClient + Identity

extension ListSurfaceClient {
  /// The identifier of the item shown at a position, as `AnyHashable`; `nil` out of range.
  ///
  /// AppKit's outline view identifies rows by object: the identifier finds the object that
  /// stands for a row.
  ///
  /// - Parameter path: The position of a shown item.
  /// - Returns: Its identifier.
  @_spi(AppKitUpdates)
  public func shownItemID(at path: ItemPath) -> AnyHashable? {
    guard let item = shownItem(at: path) else { return nil }
    return Self.identifier(of: item)
  }

  private static func identifier(of item: some Identifiable) -> AnyHashable {
    AnyHashable(item.id)
  }
}
