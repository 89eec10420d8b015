// MARK: - ListDataSource + UndoneStages

extension ListDataSource {
  /// `next`, with the items it still holds marked as the stages of an update from `index` on
  /// would have reloaded or reconfigured them: an update planned again mid-way never hands
  /// those stages to the surface.
  ///
  /// - Complexity: O(*k* log *n*), where *k* is the number of items those stages reload or
  ///   reconfigure.
  static func marking(
    _ next: Snapshot<Section, Item>,
    undoneIn stages: [UpdatePlan<Section, Item>.Stage],
    from index: Int
  ) -> Snapshot<Section, Item> {
    var marked = next
    // NB: a batch names rows by their positions before it, in the stage before it.
    for stageIndex in max(index, 1)..<max(stages.count, 1) {
      let before = stages[stageIndex - 1].snapshot
      let batch = stages[stageIndex].batch
      let reloaded = batch.reloadedItems.compactMap { before.item(at: $0)?.id }
        .filter { marked.path(of: $0) != nil }
      try? marked.reloadItems(reloaded)
      let reconfigured = batch.reconfiguredItems.compactMap { before.item(at: $0)?.id }
        .filter { marked.path(of: $0) != nil && !marked._reloadedItems.contains($0) }
      try? marked.reconfigureItems(reconfigured)
    }
    return marked
  }
}
