// MARK: - Snapshot + NearbyItems

extension Snapshot {
  /// Calls `body` with each position that names an item and that item, for positions that lie
  /// close together, such as the rows on screen: a read descends into the section's tree only
  /// when it leaves the leaf of the read before, so that *v* neighbouring positions cost
  /// O(*v* + log *n*) rather than O(*v* log *n*).
  ///
  /// NB: one call for all positions, so that code generic over the item, as a list host's
  /// is, looks up the types it reads with once, not once per position.
  ///
  /// - Parameters:
  ///   - positions: The positions, in any order; those out of range are skipped.
  ///   - path: The item path a position names.
  ///   - body: Called with each position in range and its item, in the order of `positions`.
  /// - Returns: The descents into a section's tree the reads took: one per leaf they entered.
  @_spi(Surfaces)
  @discardableResult
  public func forEachItem<Position>(
    at positions: [Position], path: (Position) -> ItemPath,
    _ body: (Position, Item) throws -> Void
  ) rethrows -> Int {
    var descents = 0
    var section = -1
    var cursor: _ItemTree<Item>.Cursor?
    for position in positions {
      let itemPath = path(position)
      guard (0..<_items.count).contains(itemPath.section),
        (0..<_items[itemPath.section].count).contains(itemPath.item)
      else { continue }
      if itemPath.section != section || cursor == nil {
        section = itemPath.section
        cursor = _ItemTree<Item>.Cursor(_items[section], at: itemPath.item)
        descents += 1
      } else if let start = cursor?.leafStart, let count = cursor?.leafItems.count {
        if !(start..<(start + count)).contains(itemPath.item) { descents += 1 }
        cursor?.seek(to: itemPath.item)
      }
      guard let item = cursor?.current else { continue }
      try body(position, item)
    }
    return descents
  }
}
