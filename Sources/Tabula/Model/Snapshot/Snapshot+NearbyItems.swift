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
    var sectionCount = 0
    // NB: the items of the leaf read last, as an array: a read within it indexes the array,
    // with no generic type of the tree to look up.
    var leaf: ContiguousArray<Item> = []
    var leafStart = 0
    for position in positions {
      let itemPath = path(position)
      guard (0..<_items.count).contains(itemPath.section) else { continue }
      if itemPath.section != section {
        let count = _items[itemPath.section].count
        guard (0..<count).contains(itemPath.item) else { continue }
        section = itemPath.section
        sectionCount = count
        leaf = []
      }
      guard (0..<sectionCount).contains(itemPath.item) else { continue }
      if !(leafStart..<(leafStart + leaf.count)).contains(itemPath.item) {
        let found = _ItemTree.leaf(in: _items[section].root, holding: itemPath.item)
        leaf = found.leaf.items
        leafStart = found.start
        descents += 1
      }
      try body(position, leaf[itemPath.item - leafStart])
    }
    return descents
  }
}

// MARK: - Snapshot + NearbyItems for inlined code

extension Snapshot {
  /// ``forEachItem(at:path:_:)`` for `@inlinable` code, which cannot call SPI: the work a data
  /// source compiles for an app's types.
  @usableFromInline
  @discardableResult
  func _forEachItem<Position>(
    at positions: [Position], path: (Position) -> ItemPath, _ body: (Position, Item) -> Void
  ) -> Int {
    forEachItem(at: positions, path: path, body)
  }
}
