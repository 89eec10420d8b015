// MARK: - DataProvider + Queries

extension DataProvider {
  /// The number of sections of ``snapshot``.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { snapshot.numberOfSections }

  /// The number of items in the section at this index of ``snapshot``, or `nil` if there is
  /// no such section: the same answer as the snapshot's
  /// ``Snapshot/numberOfItems(inSectionAt:)``.
  ///
  /// - Parameter index: The index of a section.
  /// - Returns: The number of items in that section.
  /// - Complexity: O(1).
  public func numberOfItems(inSectionAt index: Int) -> Int? {
    snapshot.numberOfItems(inSectionAt: index)
  }

  /// The item at this position of ``snapshot``, or `nil` if the position is out of range.
  ///
  /// - Parameter path: The position of an item.
  /// - Returns: The item there, if any.
  /// - Complexity: O(1).
  public func item(at path: ItemPath) -> Item? {
    snapshot.item(at: path)
  }
}
