// MARK: - _SnapshotMatching + Classification

extension _SnapshotMatching {
  /// Lists deleted, inserted, moved and updated items, and notes which sections they touch.
  @inlinable
  mutating func classifyItems(into difference: inout SnapshotDifference) {
    newSectionChanges = ContiguousArray(repeating: false, count: new._sections.count)
    oldSectionChanges = ContiguousArray(repeating: false, count: old._sections.count)
    let checksMarks = !new._reloadedItems.isEmpty || !new._reconfiguredItems.isEmpty
    var flat = 0
    var oldIndices = ContiguousArray<Int32>()
    for (newSection, newItems) in new._items.enumerated() {
      let oldSection = newSectionToOld[newSection]
      let sameSection =
        oldSection >= 0 ? oldOffsets[oldSection]..<oldOffsets[oldSection + 1] : 0..<0
      // Old item indices of the items that stay in this section, in new order.
      oldIndices.removeAll(keepingCapacity: true)
      oldIndices.reserveCapacity(newItems.count)
      let start = flat
      // NB: the items are read only to look up reload marks; where there are none, reading
      // them again would cost a pass over the whole list's memory.
      var markedItems = checksMarks ? _ItemTree.Cursor(newItems, at: 0) : nil
      for item in 0..<newItems.count {
        let newItem = markedItems?.next()
        let match = Int(newItemToOld[flat])
        flat += 1
        let newPath = ItemPath(section: newSection, item: item)
        guard match >= 0 else {
          if oldSection >= 0 {
            difference.insertedItems.append(newPath)
            newSectionChanges[newSection] = true
          }
          continue
        }
        let oldPath = oldPath(ofFlat: match, in: sameSection, section: oldSection)
        if oldPath.section == oldSection {
          oldIndices.append(Int32(truncatingIfNeeded: oldPath.item))
        } else {
          difference.movedItems.append(BatchUpdate.Move(from: oldPath, to: newPath))
          newSectionChanges[newSection] = true
          oldSectionChanges[oldPath.section] = true
        }
        if newItemChanged[flat - 1]
          || newItem.map({
            new._reloadedItems.contains($0.id) || new._reconfiguredItems.contains($0.id)
          }) ?? false
        {
          difference.updatedItems.append(BatchUpdate.Move(from: oldPath, to: newPath))
          newSectionChanges[newSection] = true
        }
      }
      guard oldSection >= 0, !oldIndices.isEmpty else { continue }
      let stays = IncreasingSubsequence.members(of: oldIndices)
      guard stays.contains(false) else { continue }
      var staying = 0
      for item in 0..<newItems.count {
        let match = Int(newItemToOld[start + item])
        guard sameSection.contains(match) else { continue }
        if !stays[staying] {
          let oldPath = ItemPath(section: oldSection, item: match - sameSection.lowerBound)
          difference.movedItems.append(
            BatchUpdate.Move(from: oldPath, to: ItemPath(section: newSection, item: item)))
          newSectionChanges[newSection] = true
        }
        staying += 1
      }
    }
    for (oldSection, items) in old._items.enumerated() where oldSectionToNew[oldSection] >= 0 {
      let offset = oldOffsets[oldSection]
      for item in 0..<items.count where !oldItemKept[offset + item] {
        difference.deletedItems.append(ItemPath(section: oldSection, item: item))
        oldSectionChanges[oldSection] = true
      }
    }
    difference.movedItems.sort { $0.to < $1.to }
  }

  /// Lists deleted, inserted, moved and updated sections. Of the sections that stay, those
  /// whose items change are kept in place first, so that the update can stay in one batch.
  @inlinable
  func classifySections(into difference: inout SnapshotDifference) {
    var keptOldIndices = ContiguousArray<Int>()
    var weights = ContiguousArray<Int>()
    var keptNewIndices = ContiguousArray<Int>()
    let heavy = new._sections.count + 1
    for (newSection, oldSection) in newSectionToOld.enumerated() {
      guard oldSection >= 0 else {
        difference.insertedSections.append(newSection)
        continue
      }
      keptOldIndices.append(oldSection)
      keptNewIndices.append(newSection)
      let changes = newSectionChanges[newSection] || oldSectionChanges[oldSection]
      weights.append(changes ? heavy : 1)
      if old._sections[oldSection] != new._sections[newSection]
        || new._reloadedSections.contains(new._sections[newSection].id)
      {
        difference.updatedSections.append(BatchUpdate.Move(from: oldSection, to: newSection))
      }
    }
    for (oldSection, newSection) in oldSectionToNew.enumerated() where newSection < 0 {
      difference.deletedSections.append(oldSection)
    }
    let stays = IncreasingSubsequence.heaviestMembers(
      of: keptOldIndices, weights: weights, bound: old._sections.count)
    for index in keptOldIndices.indices where !stays[index] {
      difference.movedSections.append(
        BatchUpdate.Move(from: keptOldIndices[index], to: keptNewIndices[index]))
    }
  }

  /// The old position of the item at a flat old index: O(1) when it is in `range`, the flat
  /// indices of old section `section`, as most are; O(log *s*) otherwise.
  @inlinable
  func oldPath(ofFlat flat: Int, in range: Range<Int>, section: Int) -> ItemPath {
    if range.contains(flat) { return ItemPath(section: section, item: flat - range.lowerBound) }
    // NB: a binary search over section offsets needs no per-item table. It finds the last
    // section starting at or before `flat`, which skips empty sections sharing that offset.
    var low = 0
    var high = oldOffsets.count - 1
    while low + 1 < high {
      let middle = (low + high) / 2
      if oldOffsets[middle] <= flat { low = middle } else { high = middle }
    }
    return ItemPath(section: low, item: flat - oldOffsets[low])
  }
}
