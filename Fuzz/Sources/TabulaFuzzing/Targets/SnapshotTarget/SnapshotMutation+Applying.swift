import Tabula

// MARK: - SnapshotMutation + Applying

extension SnapshotMutation {
  /// Calls the mutation on the snapshot.
  func apply(to snapshot: inout FuzzSnapshot) throws(FuzzSnapshotError) {
    switch self {
    case .appendItems(let items, let section): try snapshot.appendItems(items, toSection: section)
    case .insertItemsBefore(let items, let id): try snapshot.insertItems(items, beforeItem: id)
    case .insertItemsAfter(let items, let id): try snapshot.insertItems(items, afterItem: id)
    case .deleteItems(let ids): try snapshot.deleteItems(ids)
    case .moveItemBefore(let id, let target): try snapshot.moveItem(id, beforeItem: target)
    case .moveItemAfter(let id, let target): try snapshot.moveItem(id, afterItem: target)
    case .updateItems(let items): try snapshot.updateItems(items)
    case .insertItemsAt(let items, let path): try snapshot.insertItems(items, at: path)
    case .removeItem(let path): _ = try snapshot.removeItem(at: path)
    case .moveItemAt(let source, let destination):
      try snapshot.moveItem(at: source, to: destination)
    case .reloadItems(let ids): try snapshot.reloadItems(ids)
    case .reconfigureItems(let ids): try snapshot.reconfigureItems(ids)
    case .reloadSections(let ids): try snapshot.reloadSections(ids)
    case .clearReloadMarks: snapshot.clearReloadMarks()
    case .appendSections(let sections): try snapshot.appendSections(sections)
    case .insertSectionsBefore(let sections, let id):
      try snapshot.insertSections(sections, beforeSection: id)
    case .insertSectionsAfter(let sections, let id):
      try snapshot.insertSections(sections, afterSection: id)
    case .deleteSections(let ids): try snapshot.deleteSections(ids)
    case .moveSectionBefore(let id, let target): try snapshot.moveSection(id, beforeSection: target)
    case .moveSectionAfter(let id, let target): try snapshot.moveSection(id, afterSection: target)
    case .updateSections(let sections): try snapshot.updateSections(sections)
    case .deleteAllItems: snapshot.deleteAllItems()
    }
  }

  /// Checks what the mutation promises, given the snapshot before it and after it succeeded.
  func checkOutcome(from old: FuzzSnapshot, to new: FuzzSnapshot) throws(FuzzFailure) {
    let context = { "\(self) on \(old.itemLayout)" }
    switch self {
    case .appendItems(let items, let section):
      let index = section.flatMap(old.index(ofSection:)) ?? (old.numberOfSections - 1)
      try require(
        new.items(inSectionAt: index) == (old.items(inSectionAt: index) ?? []) + items,
        "\(context()): items not appended, got \(new.itemLayout)")
    case .insertItemsBefore(let items, let id), .insertItemsAfter(let items, let id):
      let ids = items.map(\.id)
      let placed = new.itemIdentifiers
      guard let first = placed.firstIndex(of: ids.first ?? id) else {
        throw FuzzFailure("\(context()): inserted items missing, got \(new.itemLayout)")
      }
      try require(
        Array(placed[first...].prefix(ids.count)) == ids,
        "\(context()): inserted items not together, got \(new.itemLayout)")
      try require(
        new.numberOfItems == old.numberOfItems + ids.count,
        "\(context()): count \(new.numberOfItems)")
    case .deleteItems(let ids):
      let removed = Set(ids)
      try require(
        new.itemIdentifiers == old.itemIdentifiers.filter { !removed.contains($0) },
        "\(context()): deleted to \(new.itemLayout)")
    case .moveItemBefore(let id, let target), .moveItemAfter(let id, let target):
      guard id != target else { break }
      let after = if case .moveItemAfter = self { true } else { false }
      let ids = new.itemIdentifiers
      guard let moved = ids.firstIndex(of: id), let anchor = ids.firstIndex(of: target) else {
        throw FuzzFailure("\(context()): an item vanished, got \(new.itemLayout)")
      }
      try require(
        moved == anchor + (after ? 1 : -1)
          && new.sectionIndex(containingItem: id) == new.sectionIndex(containingItem: target),
        "\(context()): moved to \(new.itemLayout)")
    case .updateItems(let items):
      for item in items where !items.contains(where: { $0.id == item.id && $0 != item }) {
        try require(new.item(id: item.id) == item, "\(context()): \(item.id) not updated")
      }
      try require(new.itemIdentifiers == old.itemIdentifiers, "\(context()): items moved")
    case .insertItemsAt(let items, let path):
      let placed = new.items(inSectionAt: path.section) ?? []
      try require(
        Array(placed.dropFirst(path.item).prefix(items.count)) == items,
        "\(context()): not inserted at \(path), got \(new.itemLayout)")
    case .removeItem(let path):
      try require(
        new.numberOfItems == old.numberOfItems - 1
          && old.item(at: path).map { new.item(id: $0.id) == nil } == true,
        "\(context()): not removed, got \(new.itemLayout)")
    case .moveItemAt(let source, let destination):
      try require(
        old.item(at: source) == new.item(at: destination),
        "\(context()): not at \(destination), got \(new.itemLayout)")
    case .deleteSections(let ids):
      let removed = Set(ids)
      try require(
        new.sectionIdentifiers == old.sectionIdentifiers.filter { !removed.contains($0) },
        "\(context()): sections deleted to \(new.sectionIdentifiers)")
    case .appendSections(let sections):
      try require(
        new.sections == old.sections + sections,
        "\(context()): sections appended to \(new.sectionIdentifiers)")
    case .reloadItems(let ids):
      try require(new.reloadedItemIdentifiers.isSuperset(of: ids), "\(context()): not marked")
    case .reconfigureItems(let ids):
      try require(
        new.reloadedItemIdentifiers.union(new.reconfiguredItemIdentifiers).isSuperset(of: ids),
        "\(context()): not marked")
    case .reloadSections(let ids):
      try require(new.reloadedSectionIdentifiers.isSuperset(of: ids), "\(context()): not marked")
    case .clearReloadMarks:
      try require(
        new.reloadedItemIdentifiers.isEmpty && new.reconfiguredItemIdentifiers.isEmpty
          && new.reloadedSectionIdentifiers.isEmpty,
        "\(context()): marks left")
    case .deleteAllItems:
      try require(new.numberOfSections == 0 && new.numberOfItems == 0, "\(context()): not empty")
    case .insertSectionsBefore, .insertSectionsAfter, .moveSectionBefore, .moveSectionAfter,
      .updateSections:
      try require(
        Set(new.sectionIdentifiers).isSuperset(of: old.sectionIdentifiers),
        "\(context()): a section vanished, got \(new.sectionIdentifiers)")
    }
  }
}
