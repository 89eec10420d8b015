// MARK: - Snapshot + Indexing

extension Snapshot {
  /// The index of the section a slot names, or `nil` if that section is gone.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  func _sectionIndex(of slot: _ItemSlot) -> Int? {
    let key = Int(slot.sectionKey)
    // NB: a section keeps the key it was given at its index until sections before it are
    // inserted, removed or moved: the key is then its index, with no table lookup.
    if key < _sectionKeys.count, _sectionKeys[key] == key { return key }
    return _sectionIndexByKey[key]
  }

  /// Whether a section index is in range.
  @inlinable
  func _hasSection(at index: Int) -> Bool {
    // NB: not `_items.indices.contains(_:)`, generic over the collection, whose types are
    // resolved at run time on every call.
    (0..<_items.count).contains(index)
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
    guard let section = _sectionIndex(of: slot),
      let item = _items[section].index(ofLabel: slot.label)
    else { return nil }
    return ItemPath(section: section, item: item)
  }

  /// The position of the item with this identifier.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func _path(ofItem id: Item.ID) -> ItemPath? {
    // NB: not `flatMap(_path(of:))`, whose partial application copies the whole snapshot.
    guard let slot = _itemIndex[id] else { return nil }
    return _path(of: slot)
  }

  /// The position and the value of the item with this identifier, found in one descent.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func _entry(ofItem id: Item.ID) -> (path: ItemPath, item: Item)? {
    guard let place = _place(ofItem: id) else { return nil }
    return (ItemPath(section: place.section, item: place.index), place.leaf.items[place.offset])
  }

  /// The position and the value of the item with this identifier and hash
  /// (`_ItemIndex.hash(of:)`), as ``_entry(ofItem:)``, looking first in the leaf of the item
  /// `hint` found before: items looked up in list order mostly share a leaf, and are found
  /// there with no descent of the tree.
  ///
  /// - Complexity: O(log *n*); O(log *b*) in the hinted leaf of *b* items.
  @inlinable
  func _entry(ofItem id: Item.ID, hash: UInt64, hint: inout _LeafHint?)
    -> (path: ItemPath, item: Item)?
  {
    guard let slot = _itemIndex.value(forKey: id, hash: hash), let section = _sectionIndex(of: slot)
    else { return nil }
    if var found = hint, found.section == section {
      let labels = found.leaf.labels
      // NB: the item after the one found before comes first: items looked up in list order.
      let offset =
        found.next < labels.count && labels[found.next] == slot.label
        ? found.next : found.leaf.offset(ofLabel: slot.label)
      if let offset {
        found.next = offset + 1
        hint = found
        return (ItemPath(section: section, item: found.start + offset), found.leaf.items[offset])
      }
    }
    guard let place = _items[section].place(ofLabel: slot.label) else { return nil }
    hint = (section, place.leaf, place.index - place.offset, place.offset + 1)
    return (ItemPath(section: section, item: place.index), place.leaf.items[place.offset])
  }

  /// A leaf found by a lookup, with its section, the position of its first item and the
  /// offset after the item found, for the next lookup to try first.
  @usableFromInline
  typealias _LeafHint = (section: Int, leaf: _ItemTree<Item>.Node, start: Int, next: Int)

  /// The section of the item with this identifier, and where it stands in that section's
  /// tree: its leaf, its index there and its position, found in one descent.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func _place(ofItem id: Item.ID)
    -> (section: Int, leaf: _ItemTree<Item>.Node, offset: Int, index: Int)?
  {
    guard let slot = _itemIndex[id], let section = _sectionIndex(of: slot),
      let place = _items[section].place(ofLabel: slot.label)
    else { return nil }
    return (section, place.leaf, place.offset, place.index)
  }

  /// Gives a new section at `index` a key, and records it.
  @usableFromInline
  mutating func _newSectionKey(at index: Int) -> Int {
    // NB: slots hold keys in 32 bits; renumbering once keys run out keeps them unique.
    if _nextSectionKey == Int(Int32.max) { _renumberSectionKeys() }
    let key = _nextSectionKey
    _nextSectionKey += 1
    _sectionKeys.insert(key, at: index)
    _sectionIndexByKey[key] = index
    return key
  }

  /// Gives the sections the keys 0, 1, 2, … again and rewrites every item slot.
  ///
  /// - Complexity: O(*n*).
  @usableFromInline
  mutating func _renumberSectionKeys() {
    _sectionKeys = ContiguousArray(_sectionKeys.indices)
    _sectionIndexByKey = Dictionary(uniqueKeysWithValues: _sectionKeys.indices.map { ($0, $0) })
    _nextSectionKey = _sectionKeys.count
    for (section, tree) in _items.enumerated() {
      _recordSlots(of: tree, sectionKey: section)
    }
  }

  /// Records where every item of a section's tree stands, reading the items in place.
  ///
  /// - Returns: Whether an identifier was in the table already.
  /// - Complexity: O(*k*) on average for the *k* items of the tree.
  @inlinable
  @discardableResult
  mutating func _recordSlots(of tree: _ItemTree<Item>, sectionKey: Int) -> Bool {
    var foundDuplicate = false
    _itemIndex.withOwnedTable { table in
      table.makeUnique()
      tree.forEachLeafContents { items, labels in
        for index in items.indices {
          let slot = _ItemSlot(sectionKey: sectionKey, label: labels[index])
          if table.updateOwnedValue(slot, forKey: items[index].id) != nil {
            foundDuplicate = true
          }
        }
      }
    }
    return foundDuplicate
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
  @inlinable
  mutating func _forgetItem(_ id: Item.ID) {
    _itemIndex.removeValue(forKnownKey: id)
    guard _marks != nil else { return }
    _editMarks {
      $0.reloadedItems.remove(id)
      $0.reconfiguredItems.remove(id)
    }
  }

  /// Inserts items at a position known to be valid, whose identifiers are known to be new to
  /// the tree, and records where they stand.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - path: Where the first goes.
  ///   - levels: Their levels, one per item, or none for level 0.
  ///   - itemsAreNew: Whether the table holds none of the identifiers, as for an insert, where a
  ///     move's items still have their old slots there: then no slot is looked up to replace.
  /// - Complexity: O(*k* log *n*) amortized, where *k* is the number of items.
  @inlinable
  mutating func _insertUnchecked(
    _ items: some Collection<Item>, at path: ItemPath, levels: ContiguousArray<UInt32> = [],
    itemsAreNew: Bool = false
  ) {
    let key = _sectionKeys[path.section]
    // NB: the table is moved out while the tree reports labels, so that the tree is edited in
    // place and the table is not copied.
    var index = _ItemIndex<Item.ID, _ItemSlot>()
    swap(&index, &_itemIndex)
    _items[path.section].insert(contentsOf: items, at: path.item, levels: levels) {
      item, label in
      // NB: the tree reports the items it inserts and those it labels anew around them.
      let slot = _ItemSlot(sectionKey: key, label: label)
      if itemsAreNew {
        index.writeValue(slot, forKey: item.id)
      } else {
        index[item.id] = slot
      }
    }
    if itemsAreNew { index.count += items.count }
    swap(&index, &_itemIndex)
  }

  /// Moves an item between positions known to be valid, `destination` counted once the item
  /// is taken out.
  ///
  /// - Complexity: O(log *n*) amortized.
  @usableFromInline
  mutating func _moveItem(from source: ItemPath, to destination: ItemPath) {
    let item = _items[source.section].remove(at: source.item)
    if let label = _items[destination.section].insertWhereRoom(item, at: destination.item) {
      _itemIndex.writeValue(
        _ItemSlot(sectionKey: _sectionKeys[destination.section], label: label), forKey: item.id)
    } else {
      _insertUnchecked(CollectionOfOne(item), at: destination)
    }
    _recordItemEdit([item.id])
    _assertInvariants()
  }
}
