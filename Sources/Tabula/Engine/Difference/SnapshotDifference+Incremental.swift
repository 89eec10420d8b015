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
  /// An item `touched` names twice is listed once. Items named in list order are found mostly
  /// in the leaf of the one before, and the lists sorted at the end are then sorted already.
  ///
  /// - Complexity: O(*k* log *n*), where *k* is the number of touched items.
  @inlinable
  init<Section, Item>(
    from old: Snapshot<Section, Item>, to new: Snapshot<Section, Item>,
    touching touched: [Item.ID]
  ) {
    self.init()
    // The touched items that stay or arrive: their new position and old position.
    var arrivals: [(new: ItemPath, old: ItemPath?)] = []
    arrivals.reserveCapacity(touched.count)
    let hasReloadMarks = !new._reloadedItems.isEmpty || !new._reconfiguredItems.isEmpty
    var oldHint: Snapshot<Section, Item>._LeafHint?
    var newHint: Snapshot<Section, Item>._LeafHint?
    for id in touched {
      // NB: one hash serves both lookups; each entry finds the position and the item in one
      // descent of the tree, or none.
      let hash = old._itemIndex.hash(of: id)
      let oldEntry = old._entry(ofItem: id, hash: hash, hint: &oldHint)
      guard let newEntry = new._entry(ofItem: id, hash: hash, hint: &newHint) else {
        if let oldEntry { deletedItems.append(oldEntry.path) }
        continue
      }
      let newPath = newEntry.path
      arrivals.append((newPath, oldEntry?.path))
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
    arrivals.sort { $0.new < $1.new }
    Self._dropRepeats(in: &arrivals) { $0.new }
    var sectionStart = 0
    while sectionStart < arrivals.count {
      let section = arrivals[sectionStart].new.section
      var sectionEnd = sectionStart + 1
      while sectionEnd < arrivals.count, arrivals[sectionEnd].new.section == section {
        sectionEnd += 1
      }
      _addMoves(in: section, of: arrivals[sectionStart..<sectionEnd], old: old, new: new)
      sectionStart = sectionEnd
    }
    deletedItems.sort()
    Self._dropRepeats(in: &deletedItems) { $0 }
    insertedItems.sort()
    Self._dropRepeats(in: &insertedItems) { $0 }
    updatedItems.sort { $0.to < $1.to }
    Self._dropRepeats(in: &updatedItems) { $0.to }
    movedItems.sort { $0.to < $1.to }
  }

  /// Keeps the first of each run of elements with the same position, in a list sorted by
  /// position: the entries of an item looked up twice.
  ///
  /// - Complexity: O(*k*).
  @inlinable
  static func _dropRepeats<Element>(
    in sorted: inout [Element], position: (Element) -> ItemPath
  ) {
    guard sorted.count > 1 else { return }
    var kept = 1
    for index in 1..<sorted.count where position(sorted[index]) != position(sorted[kept - 1]) {
      if kept != index { sorted[kept] = sorted[index] }
      kept += 1
    }
    sorted.removeLast(sorted.count - kept)
  }

  /// Lists as moves the touched items of one section that cannot stay: those that changed
  /// section, and those whose old order disagrees with the untouched items around them or
  /// with the longest run of touched ones that can stay.
  @inlinable
  mutating func _addMoves<Section, Item>(
    in section: Int, of entries: ArraySlice<(new: ItemPath, old: ItemPath?)>,
    old: Snapshot<Section, Item>, new: Snapshot<Section, Item>
  ) {
    let newItems = new._items[section]
    var runStart = entries.startIndex
    while runStart < entries.endIndex {
      var runEnd = runStart
      while runEnd + 1 < entries.endIndex,
        entries[runEnd + 1].new.item == entries[runEnd].new.item + 1
      {
        runEnd += 1
      }
      // The untouched neighbours of the run stayed in this section, in their old order.
      let first = entries[runStart].new.item
      let last = entries[runEnd].new.item
      let low = first > 0 ? old._path(ofItem: newItems[first - 1].id)?.item ?? -1 : -1
      let high =
        last + 1 < newItems.count ? old._path(ofItem: newItems[last + 1].id)?.item ?? .max : .max
      var candidates = ContiguousArray<Int>()
      var candidateEntries: [(index: Int, old: ItemPath)] = []
      for entry in entries[runStart...runEnd] {
        guard let oldPath = entry.old else { continue }
        if oldPath.section == section, low < oldPath.item, oldPath.item < high {
          candidates.append(oldPath.item)
          candidateEntries.append((entry.new.item, oldPath))
        } else {
          movedItems.append(BatchUpdate.Move(from: oldPath, to: entry.new))
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
