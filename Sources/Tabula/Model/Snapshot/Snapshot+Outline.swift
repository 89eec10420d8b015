// MARK: - Snapshot + Outline

// A section's items can have children, to any depth: the section keeps them in preorder (each
// item before its descendants) with a level per item, so every flat-list query and position
// still holds, and an outline's structure is read in O(log n).
extension Snapshot {
  /// Adds items as the last children of an item, one level below it.
  ///
  /// ```swift
  /// try snapshot.appendItems([europe, asia])
  /// try snapshot.appendItems([france, italy], under: europe.id)
  /// try snapshot.appendItems([paris, lyon], under: france.id)
  /// snapshot.level(of: paris.id)  // 2
  /// ```
  ///
  /// - Parameters:
  ///   - items: The new children, in order.
  ///   - parent: The identifier of the item they go under.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` if there is no item `parent`;
  ///   ``SnapshotError/duplicateIdentifiers(sections:items:)`` if a new identifier repeats
  ///   one, anywhere in the snapshot. Nothing changes.
  /// - Complexity: O(*k* log *n*) amortized, where *k* is the number of new items and *n* the
  ///   number of items in the section; O(*n*) once, when a flat section gets its first child.
  public mutating func appendItems(_ items: [Item], under parent: Item.ID) throws(Failure) {
    guard let path = _path(ofItem: parent) else { throw .unknownItems([parent]) }
    let end = _items[path.section].subtreeEnd(of: path.item)
    let level = _items[path.section].level(at: path.item) + 1
    try _insertItems(items, at: ItemPath(section: path.section, item: end), level: level)
  }

  /// Moves an item, with its descendants, to be the last child of another item.
  ///
  /// - Parameters:
  ///   - id: The identifier of the item to move.
  ///   - parent: The identifier of its new parent, in any section.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` naming whichever of the two is not in the
  ///   snapshot; ``SnapshotError/moveIntoOwnSubtree(_:target:)`` if `parent` is the item or
  ///   one of its descendants. Nothing changes.
  /// - Complexity: O(*k* log *n*), where *k* is the number of items that move.
  public mutating func moveItem(_ id: Item.ID, under parent: Item.ID) throws(Failure) {
    guard let source = _path(ofItem: id), let anchor = _path(ofItem: parent) else {
      throw .unknownItems(_unknown([id, parent]) { _itemIndex[$0] != nil })
    }
    let subtree = source.item..<_items[source.section].subtreeEnd(of: source.item)
    if anchor.section == source.section, subtree.contains(anchor.item) {
      throw .moveIntoOwnSubtree(id, target: parent)
    }
    let end = _items[anchor.section].subtreeEnd(of: anchor.item)
    _moveSubtree(
      subtree, inSection: source.section, to: ItemPath(section: anchor.section, item: end),
      level: _items[anchor.section].level(at: anchor.item) + 1)
  }

  // MARK: Internal

  /// These items and all their descendants.
  ///
  /// - Complexity: O(*k* log *n*), where *k* is the number of items returned.
  @usableFromInline
  func _withDescendants(_ ids: [Item.ID]) -> Set<Item.ID> {
    var result = Set(ids)
    for id in ids {
      // NB: the section first, and the position only in an outline: a flat list's delete pays
      // no walk down the tree for this.
      guard let slot = _itemIndex[id], let section = _sectionIndex(of: slot),
        _items[section].isOutline, let index = _items[section].index(ofLabel: slot.label)
      else { continue }
      let tree = _items[section]
      tree.forEach(in: (index + 1)..<tree.subtreeEnd(of: index)) { item, _ in
        result.insert(item.id)
      }
    }
    return result
  }

  /// Moves the items in `range` of a section, a subtree, to `destination` (a position among
  /// the items as they stand before the move, outside `range`), its root at `level` and its
  /// descendants below it as before.
  @usableFromInline
  mutating func _moveSubtree(
    _ range: Range<Int>, inSection section: Int, to destination: ItemPath, level: UInt32
  ) {
    let rootLevel = _items[section].level(at: range.lowerBound)
    var moved = ContiguousArray<Item>()
    var levels = ContiguousArray<UInt32>()
    moved.reserveCapacity(range.count)
    levels.reserveCapacity(range.count)
    for _ in range {
      levels.append(_items[section].level(at: range.lowerBound) - rootLevel + level)
      moved.append(_items[section].remove(at: range.lowerBound))
    }
    var destination = destination
    if destination.section == section, destination.item > range.lowerBound {
      destination.item -= range.count
    }
    _insertUnchecked(moved, at: destination, levels: levels)
    _recordItemEdit(moved.lazy.map(\.id))
    _assertInvariants()
  }
}

// MARK: - Snapshot + Outline undo

extension Snapshot {
  /// Whether the section of `path` is an outline; `false` if there is no such section.
  @usableFromInline
  func _isOutline(at path: ItemPath) -> Bool {
    _hasSection(at: path.section) && _items[path.section].isOutline
  }

  /// These items with their positions and, in an outline, their levels, in order: what puts
  /// them back as they stand.
  ///
  /// - Complexity: O(*k* log *n*), where *k* is the number of items.
  @usableFromInline
  func _positioned(_ ids: Set<Item.ID>) -> [PositionedItem<Item>] {
    var result: [PositionedItem<Item>] = []
    result.reserveCapacity(ids.count)
    for id in ids {
      guard let path = _path(ofItem: id) else { continue }
      var positioned = PositionedItem(_items[path.section][path.item], at: path)
      if _items[path.section].isOutline {
        positioned.level = Int(_items[path.section].level(at: path.item))
      }
      result.append(positioned)
    }
    result.sort { $0.path < $1.path }
    return result
  }

  /// Inserts items at a position at a given level, as an undo puts them back.
  ///
  /// - Throws: ``SnapshotError/positionOutOfRange(_:)`` if there is no such position, or the
  ///   level does not fit there: deeper than one below the item before, or above the item
  ///   after, which would become a child of the new item and change parents. Nothing changes.
  @usableFromInline
  mutating func _insertItems(_ items: [Item], at path: ItemPath, exactLevel level: UInt32)
    throws(Failure)
  {
    guard _hasSection(at: path.section), (0..._items[path.section].count).contains(path.item)
    else { throw .positionOutOfRange(path) }
    let tree = _items[path.section]
    let deepest = path.item == 0 ? 0 : tree.level(at: path.item - 1) + 1
    let next = path.item < tree.count ? tree.level(at: path.item) : 0
    // NB: every other edit keeps the parent of each item it does not move; so must this one.
    guard level <= deepest, next <= level else { throw .positionOutOfRange(path) }
    try _insertItems(
      items, at: path,
      levels: level == 0 ? [] : ContiguousArray(repeating: level, count: items.count))
  }

  /// Appends items at given levels (one per item, or none for the top level), as an undo puts
  /// a deleted section back.
  @usableFromInline
  mutating func _appendItems(
    _ items: [Item], levels: ContiguousArray<UInt32>, toSection id: Section.ID
  ) throws(Failure) {
    guard let section = _sectionIndex[id] else { throw .unknownSections([id]) }
    let end = ItemPath(section: section, item: _items[section].count)
    guard levels.isEmpty || levels.count == items.count else { throw .positionOutOfRange(end) }
    try _insertItems(items, at: end, levels: levels)
  }
}

// MARK: - Snapshot + Outline building

extension Snapshot {
  /// Appends an outline given as items with their parents, as rows of a database table with
  /// a parent column come: each item goes under the item `parent` names (in these items or
  /// already in the snapshot), or at the top level of the section when it names none. Children
  /// keep the order they have in `items`.
  ///
  /// ```swift
  /// try snapshot.appendItems(places, toSection: "world", parent: \.parentID)
  /// ```
  ///
  /// - Parameters:
  ///   - items: The items, in any order that lists siblings in the order they are shown.
  ///   - id: The section they go in; `nil` for the last section.
  ///   - parent: The identifier of an item's parent; `nil` for an item at the top level.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` naming every parent that is neither in
  ///   `items` nor in the section; ``SnapshotError/moveIntoOwnSubtree(_:target:)`` naming an
  ///   item whose parents lead back to itself;
  ///   ``SnapshotError/duplicateIdentifiers(sections:items:)`` if an identifier repeats one.
  ///   Nothing changes.
  /// - Complexity: O(*k* + *m*) on average for *k* items appended to a section of *m* items;
  ///   O(*k* log *m*) when they all go under items already in it.
  public mutating func appendItems(
    _ items: [Item], toSection id: Section.ID? = nil, parent: (Item) -> Item.ID?
  ) throws(Failure) {
    let section: Int
    if let id {
      guard let index = _sectionIndex[id] else { throw .unknownSections([id]) }
      section = index
    } else {
      guard !_sections.isEmpty else { throw .noSection }
      section = _sections.count - 1
    }
    var children: [Item.ID?: [Int]] = [:]
    var positions: [Item.ID: Int] = [:]
    positions.reserveCapacity(items.count)
    for (index, item) in items.enumerated() { positions[item.id] = index }
    var unknown: [Item.ID] = []
    for (index, item) in items.enumerated() {
      let parentID = parent(item)
      if let parentID, positions[parentID] == nil {
        guard let path = _path(ofItem: parentID), path.section == section else {
          if !unknown.contains(parentID) { unknown.append(parentID) }
          continue
        }
      }
      children[parentID, default: []].append(index)
    }
    guard unknown.isEmpty else { throw .unknownItems(unknown) }
    // Each run of new items goes at the end of its existing parent's subtree, or of the
    // section; runs under new items follow their parents in preorder.
    var runs: [(parent: Item.ID?, items: [Item], levels: ContiguousArray<UInt32>)] = []
    var isPlaced = [Bool](repeating: false, count: items.count)
    for (root, indices) in children where root.map({ positions[$0] == nil }) ?? true {
      var run: [Item] = []
      var levels = ContiguousArray<UInt32>()
      let base =
        root.flatMap { _path(ofItem: $0) }.map { _items[section].level(at: $0.item) + 1 } ?? 0
      var stack = indices.reversed().map { ($0, base) }
      while let (index, level) = stack.popLast() {
        run.append(items[index])
        levels.append(level)
        isPlaced[index] = true
        for child in (children[items[index].id] ?? []).reversed() {
          stack.append((child, level + 1))
        }
      }
      runs.append((root, run, levels))
    }
    // Items whose parents lead back to themselves are under no root.
    if let looping = isPlaced.firstIndex(of: false), let target = parent(items[looping]) {
      throw .moveIntoOwnSubtree(items[looping].id, target: target)
    }
    let before = self
    do {
      for run in runs {
        let end =
          run.parent.flatMap { _path(ofItem: $0) }.map { _items[section].subtreeEnd(of: $0.item) }
          ?? _items[section].count
        try _insertItems(run.items, at: ItemPath(section: section, item: end), levels: run.levels)
      }
    } catch {
      self = before
      throw error
    }
  }
}
