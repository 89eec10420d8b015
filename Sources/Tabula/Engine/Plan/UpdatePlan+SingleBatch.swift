// MARK: - UpdatePlan + Single batch

extension UpdatePlan {
  /// The stages of an update in which no moved section has item changes: one structural
  /// batch, then a content batch only for moved items that are reconfigured and for sections
  /// whose own content changed while their items change.
  @inlinable
  static func _singleBatchStages(
    old: Snapshot<Section, Item>,
    new: Snapshot<Section, Item>,
    target: Snapshot<Section, Item>,
    difference: SnapshotDifference,
    reuseIdentifier: ((Item) -> String)?
  ) -> [Stage] {
    let deletedSections = Set(difference.deletedSections)
    let insertedSections = Set(difference.insertedSections)
    var batch = BatchUpdate(
      deletedSections: difference.deletedSections,
      insertedSections: difference.insertedSections,
      movedSections: difference.movedSections,
      deletedItems: difference.deletedItems,
      insertedItems: difference.insertedItems)
    // NB: which items move matters only to the items whose content changes; a long list
    // with no content change skips hashing every move.
    let updatesItems = !difference.updatedItems.isEmpty
    var moved = Set<ItemPath>()
    var replaced = Set<ItemPath>()
    for move in difference.movedItems {
      let fromDeleted = deletedSections.contains(move.from.section)
      let intoInserted = insertedSections.contains(move.to.section)
      guard fromDeleted || intoInserted else {
        batch.movedItems.append(move)
        if updatesItems { moved.insert(move.to) }
        continue
      }
      // UIKit cannot move out of a deleted section or into an inserted one: the item leaves
      // and arrives instead (with its section, where that section goes or comes).
      if !fromDeleted { batch.deletedItems.append(move.from) }
      if !intoInserted { batch.insertedItems.append(move.to) }
      replaced.insert(move.to)
    }
    var deferredItems: [ItemPath] = []
    var movedItemsToReload = Set<ItemPath>()
    for update in difference.updatedItems where !replaced.contains(update.to) {
      let reloads = _reloads(
        update, old: old, new: new, target: target, reuseIdentifier: reuseIdentifier)
      switch (reloads, moved.contains(update.to)) {
      case (true, true):
        // A moved item cannot be reloaded in the same batch: it leaves and arrives instead.
        movedItemsToReload.insert(update.to)
        batch.deletedItems.append(update.from)
        batch.insertedItems.append(update.to)
      case (true, false) where update.from == update.to:
        batch.reloadedItems.append(update.from)
      case (true, false):
        batch.deletedItems.append(update.from)
        batch.insertedItems.append(update.to)
      case (false, true):
        deferredItems.append(update.to)
      case (false, false):
        batch.reconfiguredItems.append(update.from)
      }
    }
    if !movedItemsToReload.isEmpty {
      batch.movedItems.removeAll { movedItemsToReload.contains($0.to) }
    }
    batch.deletedItems.sort()
    batch.insertedItems.sort()
    batch.reloadedItems.sort()
    batch.reconfiguredItems.sort()
    _replaceShiftedItemReloads(in: &batch)
    let deferredSections = _deferringSectionReloads(
      of: difference, into: &batch, deferredItems: deferredItems)
    _replaceShiftedSectionReloads(in: &batch)
    guard !deferredItems.isEmpty || !deferredSections.isEmpty else {
      return [Stage(batch: batch, snapshot: target)]
    }
    // The structural batch ends at the new layout with the old content of what the content
    // batch then updates.
    var intermediate = target
    let oldItems = deferredItems.compactMap { path in
      target.item(at: path).flatMap { old.item(id: $0.id) }
    }
    let oldSections = deferredSections.compactMap { index in
      target.section(at: index).flatMap { old.section(id: $0.id) }
    }
    try? intermediate.updateItems(oldItems)
    try? intermediate.updateSections(oldSections)
    let reloadedSections = Set(deferredSections)
    let content = BatchUpdate(
      reloadedSections: deferredSections.sorted(),
      reconfiguredItems: deferredItems.filter { !reloadedSections.contains($0.section) }.sorted()
    )
    return [
      Stage(batch: batch, snapshot: intermediate), Stage(batch: content, snapshot: target),
    ]
  }

  /// Adds to `batch` the reloads of the updated sections that can reload in it: those that
  /// stay in place and none of whose items change. Returns the others, in the new snapshot,
  /// for a batch of their own.
  ///
  /// - Complexity: O(*c*) for *c* changes; O(1) when no section's content changes.
  @inlinable
  static func _deferringSectionReloads(
    of difference: SnapshotDifference, into batch: inout BatchUpdate,
    deferredItems: [ItemPath]
  ) -> [Int] {
    guard !difference.updatedSections.isEmpty else { return [] }
    var touchedOld = Set<Int>()
    for paths in [batch.deletedItems, batch.reloadedItems, batch.reconfiguredItems] {
      for path in paths { touchedOld.insert(path.section) }
    }
    var touchedNew = Set<Int>()
    for paths in [batch.insertedItems, deferredItems] {
      for path in paths { touchedNew.insert(path.section) }
    }
    for move in batch.movedItems {
      touchedOld.insert(move.from.section)
      touchedNew.insert(move.to.section)
    }
    let movedSections = Set(difference.movedSections.map(\.from))
    var deferredSections: [Int] = []
    for update in difference.updatedSections {
      if update.from == update.to, !movedSections.contains(update.from),
        !touchedOld.contains(update.from), !touchedNew.contains(update.to)
      {
        batch.reloadedSections.append(update.from)
      } else {
        deferredSections.append(update.to)
      }
    }
    return deferredSections
  }

  /// Whether an updated item needs a new cell: the new snapshot marks it for reload, or its
  /// cell type changed.
  @inlinable
  static func _reloads(
    _ update: BatchUpdate.Move<ItemPath>,
    old: Snapshot<Section, Item>,
    new: Snapshot<Section, Item>,
    target: Snapshot<Section, Item>,
    reuseIdentifier: ((Item) -> String)?
  ) -> Bool {
    // `update.to` is a position in this stage's target, which is not `new` in a staged plan.
    guard let item = target.item(at: update.to) else { return false }
    if new._reloadedItems.contains(item.id) { return true }
    guard let reuseIdentifier, let previous = old.item(at: update.from) else { return false }
    return reuseIdentifier(previous) != reuseIdentifier(item)
  }
}
