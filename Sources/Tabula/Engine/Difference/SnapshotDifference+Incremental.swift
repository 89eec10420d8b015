// MARK: - SnapshotDifference + Incremental

extension SnapshotDifference {
  /// The difference between a snapshot and one derived from it by item edits that touched only
  /// `touched`: the other items kept their sections and their order, so only the touched ones
  /// are looked at.
  ///
  /// Deleted, inserted and updated items are the same as the full comparison's. Moves keep
  /// every untouched item in place and, among the touched ones, as many as can stay: the moves
  /// follow the edits, which may be more than the fewest moves that reach `new` (an edit that
  /// moved two items past a third is shown as two moves, where moving the third is one).
  ///
  /// - Complexity: O(*k* log *n*), where *k* is the number of touched items.
  @inlinable
  init<Section, Item>(
    from old: Snapshot<Section, Item>, to new: Snapshot<Section, Item>,
    touching touched: Set<Item.ID>
  ) {
    self.init()
    // Per new section, the touched items it holds: their new index and old position.
    var arrivals: [Int: [(index: Int, old: ItemPath?)]] = [:]
    let hasReloadMarks = !new._reloadedItems.isEmpty || !new._reconfiguredItems.isEmpty
    for id in touched {
      // NB: each entry finds the position and the item in one descent of the tree.
      let oldEntry = old._entry(ofItem: id)
      guard let newEntry = new._entry(ofItem: id) else {
        if let oldEntry { deletedItems.append(oldEntry.path) }
        continue
      }
      let newPath = newEntry.path
      arrivals[newPath.section, default: []].append((newPath.item, oldEntry?.path))
      guard let oldEntry else {
        insertedItems.append(newPath)
        continue
      }
      if oldEntry.item != newEntry.item
        || (hasReloadMarks
          && (new._reloadedItems.contains(id) || new._reconfiguredItems.contains(id)))
      {
        updatedItems.append(BatchUpdate.Move(from: oldEntry.path, to: newPath))
      }
    }
    for (section, entries) in arrivals {
      _addMoves(in: section, of: entries.sorted { $0.index < $1.index }, old: old, new: new)
    }
    deletedItems.sort()
    insertedItems.sort()
    updatedItems.sort { $0.to < $1.to }
    movedItems.sort { $0.to < $1.to }
  }

  /// Lists as moves the touched items of one section that cannot stay: those that changed
  /// section, and those whose old order disagrees with the untouched items around them or
  /// with the longest run of touched ones that can stay.
  @inlinable
  mutating func _addMoves<Section, Item>(
    in section: Int, of entries: [(index: Int, old: ItemPath?)],
    old: Snapshot<Section, Item>, new: Snapshot<Section, Item>
  ) {
    let newItems = new._items[section]
    var runStart = 0
    while runStart < entries.count {
      var runEnd = runStart
      while runEnd + 1 < entries.count, entries[runEnd + 1].index == entries[runEnd].index + 1 {
        runEnd += 1
      }
      // The untouched neighbours of the run stayed in this section, in their old order.
      let first = entries[runStart].index
      let last = entries[runEnd].index
      let low = first > 0 ? old._path(ofItem: newItems[first - 1].id)?.item ?? -1 : -1
      let high =
        last + 1 < newItems.count ? old._path(ofItem: newItems[last + 1].id)?.item ?? .max : .max
      var candidates = ContiguousArray<Int>()
      var candidateEntries: [(index: Int, old: ItemPath)] = []
      for entry in entries[runStart...runEnd] {
        guard let oldPath = entry.old else { continue }
        if oldPath.section == section, low < oldPath.item, oldPath.item < high {
          candidates.append(oldPath.item)
          candidateEntries.append((entry.index, oldPath))
        } else {
          movedItems.append(
            BatchUpdate.Move(from: oldPath, to: ItemPath(section: section, item: entry.index)))
        }
      }
      let stays = IncreasingSubsequence.members(of: candidates)
      for (offset, entry) in candidateEntries.enumerated() where !stays[offset] {
        movedItems.append(
          BatchUpdate.Move(from: entry.old, to: ItemPath(section: section, item: entry.index)))
      }
      runStart = runEnd + 1
    }
  }
}
