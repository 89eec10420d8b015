// MARK: - Snapshot + Visible updates

extension Snapshot {
  /// The rows shown of `new`, an outline derived from `old` by item edits, when these rows
  /// are the ones shown of `old`: these rows with the edited ones taken out and those still
  /// visible put back where `new` has them. The result is derived from these rows, so a plan
  /// from them looks at the edited rows alone. `nil` when `new` is not derived from `old` by
  /// a few item edits: compute ``visibleSnapshot(expanded:)`` then.
  ///
  /// A row whose item gained its first child or lost its last is marked to be reconfigured,
  /// so that its disclosure control is drawn again. (Rows whose level differs from the rows on
  /// screen are marked by ``reconfiguringLevelChanges(from:)``.)
  ///
  /// - Complexity: O(*k* *d* log *n*), where *k* is the number of items edited and *d* the
  ///   outline's depth.
  @usableFromInline
  func _visibleRows(from old: Snapshot, to new: Snapshot, expanded: Set<Item.ID>) -> Snapshot? {
    guard _sections.count == new._sections.count,
      var touched = new._itemsTouched(since: old._version),
      touched.count <= Swift.max(256, numberOfItems / 8)
    else { return nil }
    touched.formUnion(new._reloadedItems)
    touched.formUnion(new._reconfiguredItems)
    var rows = self
    rows.clearReloadMarks()
    for id in touched { rows._removeRow(id) }
    var visible: [ItemPath] = []
    for id in touched {
      if let path = new._path(ofItem: id), new._isVisible(path, expanded: expanded) {
        visible.append(path)
      }
    }
    visible.sort()
    var redrawn: [Item.ID] = []
    for path in visible {
      let tree = new._items[path.section]
      var position = 0
      if path.item > 0 {
        let previous = new._shownPredecessor(of: path, expanded: expanded)
        guard let shown = rows._path(ofItem: tree[previous].id) else { return nil }
        position = shown.item + 1
      }
      let depth = tree.level(at: path.item)
      rows._insertUnchecked(
        CollectionOfOne(tree[path.item]), at: ItemPath(section: path.section, item: position),
        levels: depth == 0 && !rows._items[path.section].isOutline ? [] : [depth])
    }
    // NB: one journal entry for all of it: an entry per row would outgrow the journal, and
    // the plan would compare the whole list.
    rows._recordItemEdit(touched)
    // A parent that gained its first child or lost its last draws its disclosure again.
    for id in touched {
      for parent in [old.parent(of: id), new.parent(of: id)] {
        if let parent, rows._itemIndex[parent] != nil,
          old.hasChildren(parent) != new.hasChildren(parent)
        {
          redrawn.append(parent)
        }
      }
    }
    let shown = rows._itemIndex
    let reloaded = new._reloadedItems.filter { shown[$0] != nil }
    let reconfigured = new._reconfiguredItems.filter { shown[$0] != nil }.union(redrawn)
    if !reloaded.isEmpty || !reconfigured.isEmpty {
      rows._editMarks {
        $0.reloadedItems = reloaded
        $0.reconfiguredItems = reconfigured
      }
    }
    return rows
  }

  /// Whether the item at `path` is shown when `expanded` are expanded: all its ancestors are.
  ///
  /// - Complexity: O(*d* log *n*), where *d* is the item's level.
  @usableFromInline
  func _isVisible(_ path: ItemPath, expanded: Set<Item.ID>) -> Bool {
    let tree = _items[path.section]
    var index = path.item
    while let parent = tree.parentIndex(of: index) {
      guard expanded.contains(tree[parent].id) else { return false }
      index = parent
    }
    return true
  }

  /// The position of the last shown item before the one at `path` (`path.item` > 0): the
  /// item before it if that is shown, or else the collapsed ancestor it is hidden under.
  ///
  /// - Complexity: O(*d* log *n*).
  @usableFromInline
  func _shownPredecessor(of path: ItemPath, expanded: Set<Item.ID>) -> Int {
    let tree = _items[path.section]
    var chain = [path.item - 1]
    while let parent = tree.parentIndex(of: chain[chain.count - 1]) { chain.append(parent) }
    // From the top down, the first item that is not expanded hides everything below it.
    for index in chain.reversed().dropLast() where !expanded.contains(tree[index].id) {
      return index
    }
    return path.item - 1
  }

  /// Takes one row out, leaving its descendants, as the rows shown are rebuilt around edits;
  /// the caller records the edit.
  @usableFromInline
  mutating func _removeRow(_ id: Item.ID) {
    guard let path = _path(ofItem: id) else { return }
    _items[path.section].remove(at: path.item)
    _forgetItem(id)
  }
}
