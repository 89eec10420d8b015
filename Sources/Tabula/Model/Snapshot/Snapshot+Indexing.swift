// MARK: - Snapshot + Indexing

extension Snapshot {
  /// Records the current index of every section from `start` on.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections from `start` on.
  @usableFromInline
  mutating func _reindexSections(from start: Int) {
    for index in start..<_sections.count { _sectionIndex[_sections[index].id] = index }
  }

  /// Records the current position of every item in these sections.
  ///
  /// - Complexity: O(*k*), where *k* is the number of items in the sections.
  @usableFromInline
  mutating func _reindexItems(inSections sections: Range<Int>) {
    for section in sections { _reindexItems(inSection: section, from: 0) }
  }

  /// Records the current position of every item of one section from `start` on.
  ///
  /// - Complexity: O(*k*), where *k* is the number of items from `start` on.
  @usableFromInline
  mutating func _reindexItems(inSection section: Int, from start: Int) {
    let items = _items[section]
    for index in start..<items.count {
      _itemIndex[items[index].id] = ItemPath(section: section, item: index)
    }
  }

  /// Forgets an item that left the snapshot, together with its reload marks.
  @usableFromInline
  mutating func _forgetItem(_ id: Item.ID) {
    _itemIndex[id] = nil
    _reloadedItems.remove(id)
    _reconfiguredItems.remove(id)
  }

  /// Moves an item between positions known to be valid, `destination` counted once the item
  /// is taken out, and re-indexes what shifted.
  @usableFromInline
  mutating func _moveItem(from source: ItemPath, to destination: ItemPath) {
    let item = _items[source.section].remove(at: source.item)
    _items[destination.section].insert(item, at: destination.item)
    if source.section == destination.section {
      _reindexItems(inSection: source.section, from: min(source.item, destination.item))
    } else {
      _reindexItems(inSection: source.section, from: source.item)
      _reindexItems(inSection: destination.section, from: destination.item)
    }
    _assertInvariants()
  }
}
