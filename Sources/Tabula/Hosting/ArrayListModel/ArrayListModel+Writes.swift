// MARK: - ArrayListModel + Writes

extension ArrayListModel {
  /// Writes an item a row's binding changed back into the array, in place of the item with
  /// identifier `id`: through `queue`, so after the running update and after the list's own
  /// writes that wait, in the order they were asked for. A write to an item that is gone by
  /// then (the app or the user removed it) is dropped and reported as `.itemVanished`.
  ///
  /// - Parameters:
  ///   - item: The item's new value.
  ///   - id: The identifier of the item it replaces (the row's item).
  ///   - queue: Where writes wait while an update runs.
  /// - Complexity: O(*n*) for an array of *n* items.
  public func write(_ item: Item, replacing id: Item.ID, through queue: HostWriteQueue) {
    _ = queue.write { [weak self, weak queue] in
      guard let self, let queue else { return }
      store(item, replacing: id, through: queue)
    }
  }

  /// Writes what the user did to the shown rows (a deletion, a move, an undo) back to the
  /// whole array: while a search text hides items, the shown rows' new order fills the
  /// places the shown rows had, deleted rows leave theirs, and rows that come back (an undo)
  /// follow the last shown place.
  func userDidEdit(through queue: HostWriteQueue) {
    let edited = list.items
    let keptIDs = Set(edited.map(\.id))
    var fill = edited.makeIterator()
    var merged: [Item] = []
    merged.reserveCapacity(all.count)
    for item in all {
      if !shownIDs.contains(item.id) {
        merged.append(item)
      } else if keptIDs.contains(item.id), let next = fill.next() {
        merged.append(next)
      }
    }
    while let next = fill.next() { merged.append(next) }
    all = merged
    shownIDs = keptIDs
    items.send(all, through: queue)
  }

  // MARK: Private

  private func store(_ item: Item, replacing id: Item.ID, through queue: HostWriteQueue) {
    guard isBound, let index = all.firstIndex(where: { $0.id == id }) else {
      droppedItemWrites += 1
      diagnostics(
        ListDiagnostic(
          kind: .itemVanished,
          message: "a row's binding wrote item \(id), which the array no longer has: dropped",
          fileID: #fileID, line: #line))
      return
    }
    guard all[index] != item else { return }
    all[index] = item
    show(reportingRepeats: item.id != id)
    items.send(all, through: queue)
  }
}
