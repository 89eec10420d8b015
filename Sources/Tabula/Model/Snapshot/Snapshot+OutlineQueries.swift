// MARK: - Snapshot + Outline queries

extension Snapshot {
  /// How deep the item stands in its section's outline: 0 at the top level, its parent's
  /// level plus 1 below it; `nil` if there is no such item.
  ///
  /// - Complexity: O(log *n*), where *n* is the number of items in its section.
  @inlinable
  public func level(of id: Item.ID) -> Int? {
    guard let path = _path(ofItem: id) else { return nil }
    return Int(_items[path.section].level(at: path.item))
  }

  /// The identifier of the item's parent; `nil` for an item at the top level or one that is
  /// not in the snapshot.
  ///
  /// - Complexity: O(log *n*), whatever the outline's depth.
  @inlinable
  public func parent(of id: Item.ID) -> Item.ID? {
    guard let path = _path(ofItem: id),
      let parent = _items[path.section].parentIndex(of: path.item)
    else { return nil }
    return _items[path.section][parent].id
  }

  /// The item's ancestors, its parent first and an item at the top level last; empty for an
  /// item at the top level or one that is not in the snapshot.
  ///
  /// - Complexity: O(*d* log *n*), where *d* is the item's level.
  public func ancestors(of id: Item.ID) -> [Item.ID] {
    guard let path = _path(ofItem: id) else { return [] }
    let tree = _items[path.section]
    var result: [Item.ID] = []
    var index = path.item
    while let parent = tree.parentIndex(of: index) {
      result.append(tree[parent].id)
      index = parent
    }
    return result
  }

  /// The item's children, in order; `nil` if there is no such item.
  ///
  /// - Complexity: O(*c* log *n*), where *c* is the number of children.
  public func children(of id: Item.ID) -> [Item]? {
    guard let path = _path(ofItem: id) else { return nil }
    let tree = _items[path.section]
    let end = tree.subtreeEnd(of: path.item)
    var result: [Item] = []
    var child = path.item + 1
    while child < end {
      result.append(tree[child])
      child = tree.subtreeEnd(of: child)
    }
    return result
  }

  /// The item's descendants, in the order the list shows them when all are expanded; `nil` if
  /// there is no such item.
  ///
  /// - Complexity: O(*k* + log *n*), where *k* is the number of descendants.
  public func descendants(of id: Item.ID) -> [Item]? {
    guard let path = _path(ofItem: id) else { return nil }
    let tree = _items[path.section]
    let end = tree.subtreeEnd(of: path.item)
    var result: [Item] = []
    result.reserveCapacity(end - path.item - 1)
    var cursor = _ItemTree<Item>.Cursor(tree, at: path.item + 1)
    while cursor.position < end, let item = cursor.current {
      result.append(item)
      cursor.advance()
    }
    return result
  }

  /// Whether the item has children: whether it can be expanded.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  public func hasChildren(_ id: Item.ID) -> Bool {
    guard let path = _path(ofItem: id) else { return false }
    let tree = _items[path.section]
    return path.item + 1 < tree.count && tree.level(at: path.item + 1) > tree.level(at: path.item)
  }
}
