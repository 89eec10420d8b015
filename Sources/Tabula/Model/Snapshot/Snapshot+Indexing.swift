public import HashTreeCollections

// MARK: - Snapshot + Indexing

extension Snapshot {
  /// Where an item stands, in a form that does not change when other items come or go: the
  /// key of its section and its label in that section's tree.
  @usableFromInline
  struct _ItemSlot: Sendable {
    @usableFromInline var sectionKey: Int
    @usableFromInline var label: UInt64

    @inlinable
    init(sectionKey: Int, label: UInt64) {
      self.sectionKey = sectionKey
      self.label = label
    }
  }

  /// The items of every section as arrays, for error reports.
  ///
  /// - Complexity: O(*n*).
  @usableFromInline
  var _itemLayout: ContiguousArray<ContiguousArray<Item>> {
    ContiguousArray(_items.lazy.map(\.array))
  }

  /// The position an item slot stands for.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func _path(of slot: _ItemSlot) -> ItemPath? {
    guard let section = _sectionIndexByKey[slot.sectionKey],
      let item = _items[section].index(ofLabel: slot.label)
    else { return nil }
    return ItemPath(section: section, item: item)
  }

  /// The position of the item with this identifier.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func _path(ofItem id: Item.ID) -> ItemPath? {
    _itemIndex[id].flatMap(_path(of:))
  }

  /// Gives a new section at `index` a key, and records it.
  @usableFromInline
  mutating func _newSectionKey(at index: Int) -> Int {
    let key = _nextSectionKey
    _nextSectionKey += 1
    _sectionKeys.insert(key, at: index)
    _sectionIndexByKey[key] = index
    return key
  }

  /// Records the current index of every section from `start` on.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections from `start` on.
  @usableFromInline
  mutating func _reindexSections(from start: Int) {
    for index in start..<_sections.count {
      _sectionIndex[_sections[index].id] = index
      _sectionIndexByKey[_sectionKeys[index]] = index
    }
  }

  /// Forgets an item that left the snapshot, together with its reload marks.
  @usableFromInline
  mutating func _forgetItem(_ id: Item.ID) {
    _itemIndex[id] = nil
    _reloadedItems.remove(id)
    _reconfiguredItems.remove(id)
  }

  /// Inserts items at a position known to be valid, whose identifiers are known to be new,
  /// and records where they stand.
  ///
  /// - Complexity: O(*k* log *n*) amortized, where *k* is the number of items.
  @usableFromInline
  mutating func _insertUnchecked(_ items: some Collection<Item>, at path: ItemPath) {
    let key = _sectionKeys[path.section]
    // NB: the table is moved out while the tree reports labels, so that the tree is edited in
    // place and the table is not copied.
    var index = TreeDictionary<Item.ID, _ItemSlot>()
    swap(&index, &_itemIndex)
    _items[path.section].insert(contentsOf: items, at: path.item) { item, label in
      index[item.id] = _ItemSlot(sectionKey: key, label: label)
    }
    swap(&index, &_itemIndex)
  }

  /// Moves an item between positions known to be valid, `destination` counted once the item
  /// is taken out.
  ///
  /// - Complexity: O(log *n*) amortized.
  @usableFromInline
  mutating func _moveItem(from source: ItemPath, to destination: ItemPath) {
    let item = _items[source.section].remove(at: source.item)
    _insertUnchecked(CollectionOfOne(item), at: destination)
    _recordItemEdit(CollectionOfOne(item.id))
    _assertInvariants()
  }
}
