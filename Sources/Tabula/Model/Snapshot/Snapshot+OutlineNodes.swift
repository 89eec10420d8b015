// MARK: - Snapshot + Outline nodes

extension Snapshot {
  /// The identifiers of the items at positions and of their parents; `nil` for a position out
  /// of range. Read as ``forEachItem(at:path:_:)`` reads items, and a row that follows the one
  /// read before it in its section finds its parent from their levels: its sibling's parent
  /// or that row itself. A run of rows, as an expansion inserts, costs a level read each, not
  /// a lookup of each item's identifier and a search for its parent.
  ///
  /// - Parameter paths: The positions, in any order.
  /// - Returns: The identifiers of each, in the order of `paths`.
  /// - Complexity: O(*k* log *n*) for *k* positions, with one search for a parent per run of
  ///   siblings or a step back up the levels.
  @inlinable
  func _outlineNodes(at paths: [ItemPath]) -> [(id: AnyHashable, parent: AnyHashable?)?] {
    var nodes: [(id: AnyHashable, parent: AnyHashable?)?] = Array(
      repeating: nil, count: paths.count)
    // The row read last: its position, level, identifier and parent.
    var last:
      (path: ItemPath, level: UInt32, id: AnyHashable, parent: Int?, parentID: AnyHashable?)?
    _forEachItem(at: Array(paths.indices), path: { paths[$0] }) { index, item in
      let path = paths[index]
      let level = _items[path.section].level(at: path.item)
      let id = AnyHashable(item.id)
      let parent: Int?
      let parentID: AnyHashable?
      if let last, last.path.section == path.section, last.path.item == path.item - 1,
        level == last.level || level == last.level + 1
      {
        (parent, parentID) =
          level == last.level ? (last.parent, last.parentID) : (last.path.item, last.id)
      } else {
        let tree = _items[path.section]
        parent = level == 0 ? nil : tree.lastIndex(before: path.item, atOrAbove: level - 1)
        if let parent, let last, last.path.section == path.section, last.parent == parent {
          parentID = last.parentID
        } else {
          parentID = parent.map { AnyHashable(tree[$0].id) }
        }
      }
      nodes[index] = (id: id, parent: parentID)
      last = (path: path, level: level, id: id, parent: parent, parentID: parentID)
    }
    return nodes
  }

  /// The identifiers and levels of the items at a run of positions in a section, read leaf by
  /// leaf; `nil` if a position is out of range.
  ///
  /// - Complexity: O(*k* + log *n*) for *k* positions.
  @inlinable
  func _outlineRows(inSection section: Int, items: Range<Int>) -> [(
    id: AnyHashable, level: Int
  )]? {
    guard _hasSection(at: section), items.lowerBound >= 0,
      items.upperBound <= _items[section].count
    else { return nil }
    var rows: [(id: AnyHashable, level: Int)] = []
    rows.reserveCapacity(items.count)
    _items[section].forEach(in: items) { item, level in
      rows.append((id: AnyHashable(item.id), level: Int(level)))
    }
    return rows
  }
}
