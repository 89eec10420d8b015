// MARK: - Snapshot + Visibility

extension Snapshot {
  /// The rows a list shows of this outline when the items in `expanded` are expanded and all
  /// others collapsed: every item whose ancestors are all expanded, in order, at its level.
  ///
  /// An item at the top level is always shown. Expanding an item whose parent is collapsed
  /// shows nothing more until the parent is expanded too; a flat list shows all its items.
  /// Reload and reconfigure marks of shown items and sections stay.
  ///
  /// ```swift
  /// let shown = outline.visibleSnapshot(expanded: [europe.id])
  /// shown.itemIdentifiers  // [europe, france, italy, asia]: Paris waits for France
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  public func visibleSnapshot(expanded: Set<Item.ID>) -> Snapshot {
    var trees = ContiguousArray<_ItemTree<Item>>()
    trees.reserveCapacity(_items.count)
    for tree in _items {
      guard tree.isOutline else {
        trees.append(tree)
        continue
      }
      var items = ContiguousArray<Item>()
      var levels = ContiguousArray<UInt32>()
      // Items deeper than this are hidden: they are below a collapsed item.
      var hiddenBelow = UInt32.max
      tree.root.forEachLeaf { leaf in
        for index in leaf.items.indices {
          let level = leaf.levels[index]
          if level > hiddenBelow { continue }
          let item = leaf.items[index]
          items.append(item)
          levels.append(level)
          hiddenBelow = expanded.contains(item.id) ? .max : level
        }
      }
      trees.append(_ItemTree(items, levels: levels))
    }
    var visible = Snapshot(_uncheckedSections: _sections, trees: trees)
    if let marks = _marks {
      let shown = visible._itemIndex
      visible._editMarks {
        $0.reloadedSections = marks.reloadedSections
        $0.reloadedItems = marks.reloadedItems.filter { shown[$0] != nil }
        $0.reconfiguredItems = marks.reconfiguredItems.filter { shown[$0] != nil }
      }
    }
    return visible
  }
}

// MARK: - Snapshot + Expanding

extension Snapshot {
  /// Whether any section is an outline: whether an item has children.
  ///
  /// - Complexity: O(*s* log *n*), where *s* is the number of sections.
  @inlinable
  public var isOutline: Bool { _items.contains { $0.isOutline } }

  /// Shows the rows under a shown item of this shown snapshot that `expanded` makes visible,
  /// read from `outline`, the whole outline this one shows part of; the item's rows must be
  /// hidden before. Returns whether it could: `false` if the item is not shown or not in
  /// `outline`.
  ///
  /// - Complexity: O(*m* + log *n*), where *m* is the number of the item's descendants.
  @inlinable
  mutating func _showDescendants(
    of id: Item.ID, from outline: Snapshot, expanded: Set<Item.ID>
  ) -> Bool {
    guard let shown = _path(ofItem: id), let place = outline._path(ofItem: id) else {
      return false
    }
    let tree = outline._items[place.section]
    var items: [Item] = []
    var levels = ContiguousArray<UInt32>()
    // Rows deeper than this are hidden: they are below a collapsed row.
    var hiddenBelow = UInt32.max
    tree.forEach(in: (place.item + 1)..<tree.subtreeEnd(of: place.item)) { item, level in
      guard level <= hiddenBelow else { return }
      // NB: whether the row before is expanded matters only now that it has a child: a row
      // without children is not looked up in `expanded`.
      if level > levels.last ?? .max, !expanded.contains(items[items.count - 1].id) {
        hiddenBelow = levels[levels.count - 1]
        return
      }
      hiddenBelow = .max
      items.append(item)
      levels.append(level)
    }
    guard !items.isEmpty else { return true }
    // NB: unchecked: the rows come from `outline`, where identifiers are unique, and none of
    // them is shown while the item is collapsed.
    _insertUnchecked(
      items, at: ItemPath(section: shown.section, item: shown.item + 1), levels: levels,
      itemsAreNew: true)
    _recordItemEdit(items.lazy.map { $0.id })
    _assertInvariants()
    return true
  }

  /// Hides the rows under a shown item. Returns whether it could: `false` if the item is not
  /// shown.
  ///
  /// - Complexity: O(*k* + log *n*), where *k* is the number of rows hidden.
  @inlinable
  mutating func _hideDescendants(of id: Item.ID) -> Bool {
    guard let path = _path(ofItem: id) else { return false }
    let end = _items[path.section].subtreeEnd(of: path.item)
    guard end > path.item + 1 else { return true }
    let removed = _items[path.section].removeSubrange((path.item + 1)..<end)
    for item in removed { _forgetItem(item.id) }
    _recordItemEdit(removed.map { $0.id })
    _assertInvariants()
    return true
  }
}
