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
  ///   the number of changes; see ``SnapshotDifference``.
  @inlinable
  public init<Section, Item>(from old: Snapshot<Section, Item>, to new: Snapshot<Section, Item>) {
    self.init()
    var matching = _SnapshotMatching(old: old, new: new)
    matching.matchSections()
    matching.matchItems()
    matching.classifyItems(into: &self)
    matching.classifySections(into: &self)
  }
}
