/// The work of one diff: which old section and item each new one was, and what that makes of
/// them.
@usableFromInline
struct _SnapshotMatching<Section: Identifiable & Equatable, Item: Identifiable & Equatable>
where Section.ID: Sendable, Item.ID: Sendable {
  @usableFromInline let old: Snapshot<Section, Item>
  @usableFromInline let new: Snapshot<Section, Item>
  /// Whether the new snapshot marks any item for reload or reconfiguration, which makes it
  /// updated even where its content is equal.
  @usableFromInline let checksMarks: Bool

  /// For each new section, the index of the same section in the old snapshot, or -1.
  @usableFromInline var newSectionToOld: ContiguousArray<Int> = []
  /// For each old section, the index of the same section in the new snapshot, or -1.
  @usableFromInline var oldSectionToNew: ContiguousArray<Int> = []
  /// The flat index of each old section's first item.
  @usableFromInline var oldOffsets: ContiguousArray<Int> = []
  /// For each old item, in flat order, whether the new snapshot has it.
  @usableFromInline var oldItemKept: ContiguousArray<Bool> = []
  /// Per new section: whether any of its items is inserted, moved in, moved within, or
  /// updated.
  @usableFromInline var newSectionChanges: ContiguousArray<Bool> = []
  /// Per old section: whether any of its items is deleted or moved out.
  @usableFromInline var oldSectionChanges: ContiguousArray<Bool> = []

  @inlinable
  init(old: Snapshot<Section, Item>, new: Snapshot<Section, Item>) {
    self.old = old
    self.new = new
    checksMarks = !new._reloadedItems.isEmpty || !new._reconfiguredItems.isEmpty
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

  /// Pairs items by identity, compares the content of each pair, and lists the items
  /// inserted, updated and moved to another section; the items that stay in their section go
  /// to ``listMovesWithinSection(from:to:oldIndices:newIndices:into:)``.
  ///
  /// Walking each new section beside its old section, an item that is the next old item is
  /// matched by one comparison; only where that fails is the identifier looked up. The walk
  /// then goes on where it was, and a second cursor reads on after the item found, where the
  /// rest of a moved run is.
  @inlinable
  mutating func matchItems(into difference: inout SnapshotDifference) {
    newSectionChanges = ContiguousArray(repeating: false, count: new._sections.count)
    oldSectionChanges = ContiguousArray(repeating: false, count: old._sections.count)
    var oldItemKept = ContiguousArray(repeating: false, count: old.numberOfItems)
    // NB: written once per kept item, where an array's uniqueness check would cost as much as
    // the rest of the step; every index is an old item's flat index, in range.
    oldItemKept.withUnsafeMutableBufferPointer { oldItemKept in
      for newSection in new._items.indices {
        matchItems(inSection: newSection, oldItemKept: oldItemKept, into: &difference)
      }
    }
    self.oldItemKept = oldItemKept
    difference.movedItems.sort { $0.to < $1.to }
  }

  /// Matches the items of one new section, as ``matchItems(into:)`` says.
  @inlinable
  mutating func matchItems(
    inSection newSection: Int, oldItemKept: UnsafeMutableBufferPointer<Bool>,
    into difference: inout SnapshotDifference
  ) {
    // NB: read from locals, not from `self`, which this method may change: a snapshot read
    // from `self` was copied for each item, retaining and releasing each of its stores.
    let old = self.old
    let new = self.new
    let newItems = new._items[newSection]
    let oldSection = newSectionToOld[newSection]
    let oldItems = oldSection >= 0 ? old._items[oldSection] : _ItemTree()
    let oldOffset = oldSection >= 0 ? oldOffsets[oldSection] : 0
    // Of the items that stay in the section, in new order: their old and their new index.
    // NB: raw buffers, written once per kept item where an array's append would check its
    // uniqueness and its capacity.
    let keptOldIndices = UnsafeMutablePointer<Int32>.allocate(capacity: newItems.count)
    let keptNewIndices = UnsafeMutablePointer<Int32>.allocate(capacity: newItems.count)
    defer {
      keptOldIndices.deallocate()
      keptNewIndices.deallocate()
    }
    var keptCount = 0
    var sectionChanged = false
    // NB: a cursor reads the old section in order at O(1) a step; only a jump costs a
    // descent of the tree.
    var cursor = _ItemTree.Cursor(oldItems, at: 0)
    // After the last item found by its identifier: a moved run goes on there, while the
    // walk stays where the items that did not move are.
    var runCursor = _ItemTree.Cursor(oldItems, at: oldItems.count)
    // Whether the walk is in a run of items in old order, where a peek ahead pays off.
    var inRun = true
    var newIndex = 0
    // NB: each new item is read in place in its leaf (`item.pointee`), never copied: a copy
    // of an item retains and releases what it holds, such as a `String` identifier.
    newItems.forEachLeafContents { items, _ in
      for offset in items.indices {
        defer { newIndex += 1 }
        let item = items.baseAddress.unsafelyUnwrapped + offset
        let oldPath: ItemPath
        let contentChanged: Bool
        if let oldItem = cursor.currentAddress,
          let changed = Self.change(from: oldItem.pointee, to: item.pointee)
        {
          (oldPath, contentChanged) = (
            ItemPath(section: oldSection, item: cursor.position), changed
          )
          cursor.advance()
          inRun = true
        } else if let oldItem = runCursor.currentAddress,
          let changed = Self.change(from: oldItem.pointee, to: item.pointee)
        {
          (oldPath, contentChanged) = (
            ItemPath(section: oldSection, item: runCursor.position), changed
          )
          runCursor.advance()
          // The walk goes on in the run, and the cursor it leaves waits for the next jump.
          swap(&cursor, &runCursor)
          inRun = true
        } else if inRun, let position = cursor.peek(within: 4, forIDOf: item.pointee) {
          // NB: after a few deleted items, the next kept one is close ahead in the same leaf:
          // finding it there spares a hash and a descent of the tree.
          cursor.seek(to: position)
          oldPath = ItemPath(section: oldSection, item: position)
          if let oldItem = cursor.currentAddress {
            contentChanged = oldItem.pointee != item.pointee
          } else {
            contentChanged = true
          }
          cursor.advance()
        } else if let place = old._place(ofItem: item.pointee.id) {
          inRun = false
          oldPath = ItemPath(section: place.section, item: place.index)
          contentChanged = place.leaf.items[place.offset] != item.pointee
          if place.section == oldSection {
            // NB: from the leaf the lookup found, with no second descent of the tree.
            runCursor.seek(
              after: place.offset, in: place.leaf, startingAt: place.index - place.offset)
          }
        } else {
          if oldSection >= 0 {
            difference.insertedItems.append(ItemPath(section: newSection, item: newIndex))
            sectionChanged = true
          }
          continue
        }
        let newPath = ItemPath(section: newSection, item: newIndex)
        if oldPath.section == oldSection {
          oldItemKept[oldOffset + oldPath.item] = true
          keptOldIndices[keptCount] = Int32(truncatingIfNeeded: oldPath.item)
          keptNewIndices[keptCount] = Int32(truncatingIfNeeded: newIndex)
          keptCount += 1
        } else {
          oldItemKept[oldOffsets[oldPath.section] + oldPath.item] = true
          difference.movedItems.append(BatchUpdate.Move(from: oldPath, to: newPath))
          sectionChanged = true
          oldSectionChanges[oldPath.section] = true
        }
        if contentChanged
          || (checksMarks
            && (new._reloadedItems.contains(item.pointee.id)
              || new._reconfiguredItems.contains(item.pointee.id)))
        {
          difference.updatedItems.append(BatchUpdate.Move(from: oldPath, to: newPath))
          sectionChanged = true
        }
      }
    }
    if sectionChanged { newSectionChanges[newSection] = true }
    listMovesWithinSection(
      from: oldSection, to: newSection,
      oldIndices: UnsafeBufferPointer(start: keptOldIndices, count: keptCount),
      newIndices: UnsafeBufferPointer(start: keptNewIndices, count: keptCount),
      into: &difference)
  }

  /// Whether an item changed, given its old and its new value, or `nil` if the two are
  /// different items.
  @inlinable
  static func change(from oldItem: borrowing Item, to newItem: borrowing Item) -> Bool? {
    oldItem.id == newItem.id ? oldItem != newItem : nil
  }
}
