// MARK: - _SnapshotMatching + Classification

extension _SnapshotMatching {
  /// Lists as moves the items that stay in their section but not in the longest run that
  /// kept its relative order.
  ///
  /// - Parameters:
  ///   - oldIndices: The old index of each item the section keeps, in new order.
  ///   - newIndices: The new index of each of them.
  @inlinable
  mutating func listMovesWithinSection(
    from oldSection: Int, to newSection: Int, oldIndices: UnsafeBufferPointer<Int32>,
    newIndices: UnsafeBufferPointer<Int32>, into difference: inout SnapshotDifference
  ) {
    guard oldSection >= 0, !oldIndices.isEmpty else { return }
    let stays = IncreasingSubsequence.members(of: oldIndices)
    let listed = difference.movedItems.count
    for index in stays.indices where !stays[index] {
      difference.movedItems.append(
        BatchUpdate.Move(
          from: ItemPath(section: oldSection, item: Int(oldIndices[index])),
          to: ItemPath(section: newSection, item: Int(newIndices[index]))))
    }
    if difference.movedItems.count > listed { newSectionChanges[newSection] = true }
  }

  /// Lists the items of kept sections that the new snapshot does not have.
  @inlinable
  mutating func listDeletedItems(into difference: inout SnapshotDifference) {
    for oldSection in old._items.indices where oldSectionToNew[oldSection] >= 0 {
      let flatIndices = oldOffsets[oldSection]..<oldOffsets[oldSection + 1]
      let listed = difference.deletedItems.count
      for flat in flatIndices where !oldItemKept[flat] {
        difference.deletedItems.append(
          ItemPath(section: oldSection, item: flat - flatIndices.lowerBound))
      }
      if difference.deletedItems.count > listed { oldSectionChanges[oldSection] = true }
    }
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
}
