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
  /// - Complexity: O(*k*) on average, where *k* is the number of new items.
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

  /// Adds items just before the item with the given identifier, in its section.
  ///
  /// - Parameters:
  ///   - items: The items to add, in order.
  ///   - id: The identifier of the item they go before.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` if there is no item `id`;
  ///   ``SnapshotError/duplicateIdentifiers(sections:items:)`` if a new identifier repeats
  ///   one. Nothing changes.
  /// - Complexity: O(*k* + *m*) on average, where *m* is the number of items after the
  ///   insertion point in the same section.
  public mutating func insertItems(_ items: [Item], beforeItem id: Item.ID) throws(Failure) {
    guard let path = _itemIndex[id] else { throw .unknownItems([id]) }
    try _insertItems(items, at: path)
  }

  /// Adds items just after the item with the given identifier, in its section.
  ///
  /// - Parameters:
  ///   - items: The items to add, in order.
  ///   - id: The identifier of the item they go after.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` if there is no item `id`;
  ///   ``SnapshotError/duplicateIdentifiers(sections:items:)`` if a new identifier repeats
  ///   one. Nothing changes.
  /// - Complexity: O(*k* + *m*) on average, where *m* is the number of items after the
  ///   insertion point in the same section.
  public mutating func insertItems(_ items: [Item], afterItem id: Item.ID) throws(Failure) {
    guard let path = _itemIndex[id] else { throw .unknownItems([id]) }
    try _insertItems(items, at: ItemPath(section: path.section, item: path.item + 1))
  }

  /// Removes items.
  ///
  /// - Parameter ids: The identifiers of the items to remove. Repeats are ignored.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` naming every identifier that is not in the
  ///   snapshot. Nothing changes.
  /// - Complexity: O(*k* + *m*) on average, where *k* is the number of identifiers and *m*
  ///   the number of items in the sections they leave.
  public mutating func deleteItems(_ ids: [Item.ID]) throws(Failure) {
    let unknown = _unknown(ids, in: _itemIndex)
    guard unknown.isEmpty else { throw .unknownItems(unknown) }
    var firstRemoved: [Int: Int] = [:]
    let removed = Set(ids)
    for id in removed {
      guard let path = _itemIndex[id] else { continue }
      firstRemoved[path.section] = min(firstRemoved[path.section] ?? path.item, path.item)
      _forgetItem(id)
    }
    for (section, first) in firstRemoved {
      _items[section].removeAll { removed.contains($0.id) }
      _reindexItems(inSection: section, from: first)
    }
    _assertInvariants()
  }

  /// Removes every section and every item, as `NSDiffableDataSourceSnapshot` does.
  ///
  /// - Complexity: O(*n*), where *n* is the number of sections and items.
  public mutating func deleteAllItems() {
    self = Snapshot()
  }

  /// Moves an item so that it stands just before another item, within or across sections.
  ///
  /// Moving an item before itself changes nothing.
  ///
  /// - Parameters:
  ///   - id: The identifier of the item to move.
  ///   - target: The identifier of the item it goes before.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` naming whichever of the two is not in the
  ///   snapshot. Nothing changes.
  /// - Complexity: O(*m*) on average, where *m* is the number of items after the old and the
  ///   new place in their sections.
  public mutating func moveItem(_ id: Item.ID, beforeItem target: Item.ID) throws(Failure) {
    try _moveItem(id, relativeTo: target, after: false)
  }

  /// Moves an item so that it stands just after another item, within or across sections.
  ///
  /// Moving an item after itself changes nothing.
  ///
  /// - Parameters:
  ///   - id: The identifier of the item to move.
  ///   - target: The identifier of the item it goes after.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` naming whichever of the two is not in the
  ///   snapshot. Nothing changes.
  /// - Complexity: O(*m*) on average, where *m* is the number of items after the old and the
  ///   new place in their sections.
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
  /// - Complexity: O(*k*) on average, where *k* is the number of items given.
  public mutating func updateItems(_ items: [Item]) throws(Failure) {
    let unknown = _unknown(items.lazy.map(\.id), in: _itemIndex)
    guard unknown.isEmpty else { throw .unknownItems(unknown) }
    for item in items {
      if let path = _itemIndex[item.id] { _items[path.section][path.item] = item }
    }
  }

  // MARK: Internal

  /// Inserts items at a position known to be valid, after checking their identifiers.
  @usableFromInline
  mutating func _insertItems(_ items: [Item], at path: ItemPath) throws(Failure) {
    if _wouldDuplicate(items.lazy.map(\.id), existing: _itemIndex) {
      var itemLayout = _items
      itemLayout[path.section].insert(contentsOf: items, at: path.item)
      throw Self._duplicates(sections: _sections, items: itemLayout)
    }
    _items[path.section].insert(contentsOf: items, at: path.item)
    _reindexItems(inSection: path.section, from: path.item)
    _assertInvariants()
  }

  // MARK: Private

  private mutating func _moveItem(_ id: Item.ID, relativeTo target: Item.ID, after: Bool)
    throws(Failure)
  {
    guard let source = _itemIndex[id], let anchor = _itemIndex[target] else {
      throw .unknownItems(_unknown([id, target], in: _itemIndex))
    }
    guard id != target else { return }
    var destination = anchor
    if anchor.section == source.section, anchor.item > source.item { destination.item -= 1 }
    if after { destination.item += 1 }
    _moveItem(from: source, to: destination)
  }
}
