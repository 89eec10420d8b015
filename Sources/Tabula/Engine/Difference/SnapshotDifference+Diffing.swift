// MARK: - SnapshotDifference + Diffing

extension SnapshotDifference {
  /// Compares two snapshots.
  ///
  /// The result is deterministic: the same two snapshots always give the same difference.
  ///
  /// - Parameters:
  ///   - old: The list as it was.
  ///   - new: The list as it is to be.
  /// - Complexity: O(*n* + *c* log *c*) on average, where *n* is the number of items and *c*
  ///   the number of changes; see ``SnapshotDifference``. O(*k* log *n*) when `new` was derived
  ///   from `old` by item edits (no section edit) touching *k* items, as a provider's next
  ///   snapshot usually is: only those items are compared.
  @inlinable
  public init<Section, Item>(from old: Snapshot<Section, Item>, to new: Snapshot<Section, Item>) {
    // NB: a snapshot derived from `old` by a few item edits knows which items they touched;
    // comparing those alone costs O(k log n) instead of reading both lists.
    if let touched = new._itemsToCompare(withAncestor: old) {
      self.init(from: old, to: new, touching: touched)
      return
    }
    self.init(comparingAllOf: old, to: new)
  }

  /// Compares two snapshots item by item, whatever their relation.
  ///
  /// - Complexity: O(*n* + *c* log *c*) on average, where *n* is the number of items and *c*
  ///   the number of changes.
  @inlinable
  package init<Section, Item>(
    comparingAllOf old: Snapshot<Section, Item>, to new: Snapshot<Section, Item>
  ) {
    self.init()
    var matching = _SnapshotMatching(old: old, new: new)
    matching.matchSections()
    matching.matchItems(into: &self)
    matching.listDeletedItems(into: &self)
    matching.classifySections(into: &self)
  }
}
