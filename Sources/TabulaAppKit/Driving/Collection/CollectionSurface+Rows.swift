@_spi(Surfaces) public import Tabula

// MARK: - CollectionSurface + Rows

extension CollectionSurface {
  /// The position of the item with a number in list order, counted across sections from 0;
  /// `nil` past the last item.
  ///
  /// - Parameter row: The item's number.
  /// - Returns: Its position.
  /// - Complexity: O(*s*) for *s* sections.
  public func itemPath(ofRow row: Int) -> ItemPath? {
    guard let client, row >= 0 else { return nil }
    var first = 0
    for section in 0..<client.numberOfSections {
      let count = client.numberOfItems(inSectionAt: section)
      if row < first + count { return ItemPath(section: section, item: row - first) }
      first += count
    }
    return nil
  }

  /// The number in list order of the item at a position, counted across sections from 0;
  /// `nil` for a position the list does not have.
  ///
  /// - Parameter path: The position of an item.
  /// - Returns: Its number.
  /// - Complexity: O(*s*) for *s* sections.
  public func row(of path: ItemPath) -> Int? {
    guard let client, contains(path) else { return nil }
    return (0..<path.section).reduce(path.item) { $0 + client.numberOfItems(inSectionAt: $1) }
  }
}
