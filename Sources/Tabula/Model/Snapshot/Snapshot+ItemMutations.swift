// MARK: - Snapshot + Item mutations

extension Snapshot {
  /// Adds items at the end of a section.
  ///
  /// ```swift
  /// try snapshot.appendItems([france, italy])                      // to the last section
  /// try snapshot.appendItems([japan], toSection: asia.id)          // to a named section
  /// ```
  ///
  /// - Parameters:
  ///   - items: The items to add, in order.
  ///   - id: The identifier of the section to add them to; `nil` means the last section.
  /// - Throws: ``SnapshotError/noSection`` if `id` is `nil` and the snapshot has no section;
  ///   ``SnapshotError/unknownSections(_:)`` if there is no section `id`;
  ///   ``SnapshotError/duplicateIdentifiers(sections:items:)`` if an item identifier is
  ///   already in the snapshot or occurs twice in `items`. Nothing changes.
  /// - Complexity: O(*k* log *n*) amortized, where *k* is the number of new items and *n* the
  ///   number of items in the section.
  public mutating func appendItems(_ items: [Item], toSection id: Section.ID? = nil)
    throws(Failure)
  {
    let section: Int
    if let id {
      guard let index = _sectionIndex[id] else { throw .unknownSections([id]) }
      section = index
    } else {
      guard !_sections.isEmpty else { throw .noSection }
      section = _sections.count - 1
    }
    try _insertItems(items, at: ItemPath(section: section, item: _items[section].count))
  }

  /// Adds items just before the item with the given identifier, in its section. In an outline
  /// they become its siblings, at its level.
  ///
  /// - Parameters:
  ///   - items: The items to add, in order.
  ///   - id: The identifier of the item they go before.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` if there is no item `id`;
  ///   ``SnapshotError/duplicateIdentifiers(sections:items:)`` if a new identifier repeats
  ///   one. Nothing changes.
  /// - Complexity: O(*k* log *n*) amortized, where *k* is the number of new items and *n* the
  ///   number of items.
  public mutating func insertItems(_ items: [Item], beforeItem id: Item.ID) throws(Failure) {
    guard let path = _path(ofItem: id) else { throw .unknownItems([id]) }
    let level = _items[path.section].level(at: path.item)
    try _insertItems(items, at: path, level: level)
  }

  /// Adds items just after the item with the given identifier, in its section. In an outline
  /// they become its siblings, at its level, after its descendants.
  ///
  /// - Parameters:
  ///   - items: The items to add, in order.
  ///   - id: The identifier of the item they go after.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` if there is no item `id`;
  ///   ``SnapshotError/duplicateIdentifiers(sections:items:)`` if a new identifier repeats
  ///   one. Nothing changes.
  /// - Complexity: O(*k* log *n*) amortized, where *k* is the number of new items and *n* the
  ///   number of items.
  public mutating func insertItems(_ items: [Item], afterItem id: Item.ID) throws(Failure) {
    guard let path = _path(ofItem: id) else { throw .unknownItems([id]) }
    // NB: no copy of the tree is kept: the insert would copy the nodes it shares.
    let end = _items[path.section].subtreeEnd(of: path.item)
    let level = _items[path.section].level(at: path.item)
    try _insertItems(items, at: ItemPath(section: path.section, item: end), level: level)
  }

  /// Removes items, and in an outline their descendants with them.
  ///
  /// - Parameter ids: The identifiers of the items to remove. Repeats are ignored.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` naming every identifier that is not in the
  ///   snapshot. Nothing changes.
  /// - Complexity: O(*k* log *n*), where *k* is the number of items removed; O(*m*) for a
  ///   section that loses a large part of its *m* items, which is rebuilt.
  public mutating func deleteItems(_ ids: [Item.ID]) throws(Failure) {
    let unknown = _unknown(ids) { _itemIndex[$0] != nil }
    guard unknown.isEmpty else { throw .unknownItems(unknown) }
    let removed = _withDescendants(ids)
    var removedPerSection: [Int: Int] = [:]
    for id in removed {
      if let section = sectionIndex(containingItem: id) {
        removedPerSection[section, default: 0] += 1
      }
    }
    // NB: one pass over a section that loses many of its items beats many O(log n) removals.
    var rebuilt = Set<Int>()
    for (section, count) in removedPerSection
    where count > _ItemTree<Item>.leafCapacity && count * 8 > _items[section].count {
      _items[section] = _items[section].filter { !removed.contains($0.id) }
      rebuilt.insert(section)
    }
    for id in removed {
      if let path = _path(ofItem: id), !rebuilt.contains(path.section) {
        _items[path.section].remove(at: path.item)
      }
      _forgetItem(id)
    }
    _recordItemEdit(removed)
    _assertInvariants()
  }

  /// Removes every section and every item, as `NSDiffableDataSourceSnapshot` does.
  ///
  /// - Complexity: O(*n*), where *n* is the number of sections and items.
  public mutating func deleteAllItems() {
    self = Snapshot()
  }

  /// Moves an item so that it stands just before another item, within or across sections. In
  /// an outline the item's descendants move with it, and it becomes the other item's sibling.
  ///
  /// Moving an item before itself changes nothing.
  ///
  /// - Parameters:
  ///   - id: The identifier of the item to move.
  ///   - target: The identifier of the item it goes before.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` naming whichever of the two is not in the
  ///   snapshot; ``SnapshotError/moveIntoOwnSubtree(_:target:)`` if `target` is one of the
  ///   item's descendants. Nothing changes.
  /// - Complexity: O(log *n*) amortized; O(*k* log *n*) for an item with *k* descendants.
  public mutating func moveItem(_ id: Item.ID, beforeItem target: Item.ID) throws(Failure) {
    try _moveItem(id, relativeTo: target, after: false)
  }

  /// Moves an item so that it stands just after another item, within or across sections. In
  /// an outline the item's descendants move with it, and it becomes the other item's sibling,
  /// after the other item's descendants.
  ///
  /// Moving an item after itself changes nothing.
  ///
  /// - Parameters:
  ///   - id: The identifier of the item to move.
  ///   - target: The identifier of the item it goes after.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` naming whichever of the two is not in the
  ///   snapshot; ``SnapshotError/moveIntoOwnSubtree(_:target:)`` if `target` is one of the
  ///   item's descendants. Nothing changes.
  /// - Complexity: O(log *n*) amortized; O(*k* log *n*) for an item with *k* descendants.
  public mutating func moveItem(_ id: Item.ID, afterItem target: Item.ID) throws(Failure) {
    try _moveItem(id, relativeTo: target, after: true)
  }

  /// Replaces items with new values that have the same identifiers, in place.
  ///
  /// This is how a row's content changes while the row stays: the update engine sees the
  /// same identifier with unequal content and updates the cell rather than replacing it.
  ///
  /// ```swift
  /// pikachu.level += 1
  /// try snapshot.updateItems([pikachu])
  /// ```
  ///
  /// - Parameter items: The new item values, matched by identifier.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` naming every identifier that is not in the
  ///   snapshot. Nothing changes.
  /// - Complexity: O(*k* log *n*), where *k* is the number of items given.
  public mutating func updateItems(_ items: [Item]) throws(Failure) {
    let unknown = _unknown(items.lazy.map(\.id)) { _itemIndex[$0] != nil }
    guard unknown.isEmpty else { throw .unknownItems(unknown) }
    for item in items {
      if let path = _path(ofItem: item.id) {
        _items[path.section].replace(at: path.item, with: item)
      }
    }
    _recordItemEdit(items.lazy.map(\.id))
  }

  // MARK: Internal

  /// Inserts items at a position known to be valid, after checking their identifiers.
  @usableFromInline
  mutating func _insertItems(_ items: [Item], at path: ItemPath, level: UInt32 = 0)
    throws(Failure)
  {
    try _insertItems(
      items, at: path,
      levels: level == 0 ? [] : ContiguousArray(repeating: level, count: items.count))
  }

  /// Inserts items at a position, at these levels (one per item, or none for level 0).
  @usableFromInline
  mutating func _insertItems(
    _ items: [Item], at path: ItemPath, levels: ContiguousArray<UInt32>
  ) throws(Failure) {
    if _wouldDuplicate(items.lazy.map(\.id), existing: { _itemIndex[$0] != nil }) {
      var itemLayout = _itemLayout
      itemLayout[path.section].insert(contentsOf: items, at: path.item)
      throw Self._duplicates(sections: _sections, items: itemLayout)
    }
    _insertUnchecked(items, at: path, levels: levels, itemsAreNew: true)
    _recordItemEdit(items.lazy.map { $0.id })
    _assertInvariants()
  }

  // MARK: Private

  private mutating func _moveItem(_ id: Item.ID, relativeTo target: Item.ID, after: Bool)
    throws(Failure)
  {
    guard let source = _path(ofItem: id), let anchor = _path(ofItem: target) else {
      throw .unknownItems(_unknown([id, target]) { _itemIndex[$0] != nil })
    }
    guard id != target else { return }
    // NB: no copy of either tree is kept: the move would copy the nodes it shares.
    guard _items[source.section].isOutline || _items[anchor.section].isOutline else {
      var destination = anchor
      if anchor.section == source.section, anchor.item > source.item { destination.item -= 1 }
      if after { destination.item += 1 }
      _moveItem(from: source, to: destination)
      return
    }
    let subtree = source.item..<_items[source.section].subtreeEnd(of: source.item)
    if anchor.section == source.section, subtree.contains(anchor.item) {
      throw .moveIntoOwnSubtree(id, target: target)
    }
    let position = after ? _items[anchor.section].subtreeEnd(of: anchor.item) : anchor.item
    _moveSubtree(
      subtree, inSection: source.section,
      to: ItemPath(section: anchor.section, item: position),
      level: _items[anchor.section].level(at: anchor.item))
  }
}
