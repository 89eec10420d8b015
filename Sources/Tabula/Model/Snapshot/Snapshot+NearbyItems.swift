// MARK: - Snapshot + NearbyItems

extension Snapshot {
  /// Reads the items at positions that lie close together, such as the rows on screen: each
  /// read descends the section's tree only when it leaves the leaf of the read before, so
  /// that *v* neighbouring positions cost O(*v* + log *n*) rather than O(*v* log *n*).
  @_spi(Surfaces)
  public struct NearbyItemReader {
    private let snapshot: Snapshot
    private var section = -1
    private var cursor: _ItemTree<Item>.Cursor?

    /// The descents into a section's tree the reads took: one per leaf they entered.
    public private(set) var descents = 0

    /// Creates a reader of a snapshot's items.
    ///
    /// - Parameter snapshot: The snapshot to read.
    public init(_ snapshot: Snapshot) {
      self.snapshot = snapshot
    }

    /// The item at this position, or `nil` if the position is out of range.
    ///
    /// - Complexity: O(1) within the leaf of the read before, O(log *n*) otherwise.
    public mutating func item(at path: ItemPath) -> Item? {
      guard snapshot._hasSection(at: path.section) else { return nil }
      let tree = snapshot._items[path.section]
      guard (0..<tree.count).contains(path.item) else { return nil }
      if path.section != section || cursor == nil {
        section = path.section
        cursor = _ItemTree<Item>.Cursor(tree, at: path.item)
        descents += 1
      } else if let start = cursor?.leafStart, let count = cursor?.leafItems.count,
        !(start..<(start + count)).contains(path.item)
      {
        cursor?.seek(to: path.item)
        descents += 1
      } else {
        cursor?.seek(to: path.item)
      }
      return cursor?.current
    }
  }
}
