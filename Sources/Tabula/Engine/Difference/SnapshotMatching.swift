/// The work of one diff: which old section and item each new one was, and what that makes of
/// them.
@usableFromInline
struct _SnapshotMatching<Section: Identifiable & Equatable, Item: Identifiable & Equatable>
where Section.ID: Sendable, Item.ID: Sendable {
  @usableFromInline let old: Snapshot<Section, Item>
  @usableFromInline let new: Snapshot<Section, Item>

  /// For each new section, the index of the same section in the old snapshot, or -1.
  @usableFromInline var newSectionToOld: ContiguousArray<Int> = []
  /// For each old section, the index of the same section in the new snapshot, or -1.
  @usableFromInline var oldSectionToNew: ContiguousArray<Int> = []
  /// The flat index of each old section's first item.
  @usableFromInline var oldOffsets: ContiguousArray<Int> = []
  /// For each new item, in flat order, the flat index of the same item in the old snapshot,
  /// or -1; 32 bits, which halves the largest table of a diff.
  @usableFromInline var newItemToOld: ContiguousArray<Int32> = []
  /// For each old item, in flat order, whether the new snapshot has it.
  @usableFromInline var oldItemKept: ContiguousArray<Bool> = []
  /// For each new item, in flat order, whether it is kept with content unequal to the old.
  @usableFromInline var newItemChanged: ContiguousArray<Bool> = []
  /// Per new section: whether any of its items is inserted, moved in, moved within, or
  /// updated.
  @usableFromInline var newSectionChanges: ContiguousArray<Bool> = []
  /// Per old section: whether any of its items is deleted or moved out.
  @usableFromInline var oldSectionChanges: ContiguousArray<Bool> = []

  @inlinable
  init(old: Snapshot<Section, Item>, new: Snapshot<Section, Item>) {
    self.old = old
    self.new = new
  }

  /// Pairs sections by identity: directly where they stand at the same index, through the old
  /// snapshot's table elsewhere.
  @inlinable
  mutating func matchSections() {
    let oldSections = old._sections
    let newSections = new._sections
    newSectionToOld = ContiguousArray(repeating: -1, count: newSections.count)
    oldSectionToNew = ContiguousArray(repeating: -1, count: oldSections.count)
    for index in newSections.indices {
      let id = newSections[index].id
      let match: Int
      if index < oldSections.count, oldSections[index].id == id {
        match = index
      } else {
        match = old._sectionIndex[id] ?? -1
      }
      newSectionToOld[index] = match
      if match >= 0 { oldSectionToNew[match] = index }
    }
    oldOffsets.reserveCapacity(oldSections.count + 1)
    var offset = 0
    for items in old._items {
      oldOffsets.append(offset)
      offset += items.count
    }
    oldOffsets.append(offset)
  }

  /// Pairs items by identity, and compares the content of each pair. Walking each new section
  /// beside its old section, an item that is the next old item is matched by one comparison;
  /// only where that fails is the identifier looked up. The walk then goes on where it was,
  /// and a second cursor reads on after the item found, where the rest of a moved run is.
  @inlinable
  mutating func matchItems() {
    newItemToOld = ContiguousArray(repeating: -1, count: new.numberOfItems)
    newItemChanged = ContiguousArray(repeating: false, count: new.numberOfItems)
    oldItemKept = ContiguousArray(repeating: false, count: old.numberOfItems)
    var flat = 0
    for (newSection, newItems) in new._items.enumerated() {
      let oldSection = newSectionToOld[newSection]
      let oldItems = oldSection >= 0 ? old._items[oldSection] : _ItemTree()
      // NB: a cursor reads the old section in order at O(1) a step; only a jump costs a
      // descent of the tree.
      var cursor = _ItemTree.Cursor(oldItems, at: 0)
      // After the last item found by its identifier: a moved run goes on there, while the
      // walk stays where the items that did not move are.
      var runCursor = _ItemTree.Cursor(oldItems, at: oldItems.count)
      // Whether the walk is in a run of items in old order, where a peek ahead pays off.
      var inRun = true
      for item in newItems {
        let id = item.id
        var match = -1
        if let next = cursor.current, next.id == id {
          match = oldOffsets[oldSection] + cursor.position
          newItemChanged[flat] = next != item
          cursor.advance()
          inRun = true
        } else if let next = runCursor.current, next.id == id {
          match = oldOffsets[oldSection] + runCursor.position
          newItemChanged[flat] = next != item
          runCursor.advance()
          // The walk goes on in the run, and the cursor it leaves waits for the next jump.
          swap(&cursor, &runCursor)
          inRun = true
        } else if inRun, let (position, oldItem) = cursor.peek(within: 4, where: { $0.id == id }) {
          // NB: after a few deleted items, the next kept one is close ahead in the same leaf:
          // finding it there spares a hash and a descent of the tree.
          match = oldOffsets[oldSection] + position
          newItemChanged[flat] = oldItem != item
          cursor.seek(to: position)
          cursor.advance()
        } else if let (path, oldItem) = old._entry(ofItem: id) {
          inRun = false
          match = oldOffsets[path.section] + path.item
          newItemChanged[flat] = oldItem != item
          if path.section == oldSection { runCursor.seek(to: path.item + 1) }
        }
        newItemToOld[flat] = Int32(truncatingIfNeeded: match)
        if match >= 0 { oldItemKept[match] = true }
        flat += 1
      }
    }
  }
}
