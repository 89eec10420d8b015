// MARK: - _ItemTree + Removal

extension _ItemTree {
  /// Removes the item at a position (`index` < `count`) and returns it; the other labels stay.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  @discardableResult
  mutating func remove(at index: Int) -> Item {
    let item = Self.remove(at: index, from: &root)
    if !root.isLeaf, root.children.count == 1 { root = root.children[0] }
    return item
  }

  /// Removes the items in a range of positions and returns them, in order; the other labels
  /// stay.
  ///
  /// - Complexity: O(*k* + log *n*) for *k* items, a leaf's worth at a time.
  @inlinable
  @discardableResult
  mutating func removeSubrange(_ range: Range<Int>) -> ContiguousArray<Item> {
    var removed = ContiguousArray<Item>()
    removed.reserveCapacity(range.count)
    while removed.count < range.count {
      removed += Self.removeRun(
        at: range.lowerBound, upTo: range.count - removed.count, from: &root)
      if !root.isLeaf, root.children.count == 1 { root = root.children[0] }
    }
    return removed
  }

  /// Keeps the items for which `isKept` is true, with their labels and levels.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  func filter(_ isKept: (Item) throws -> Bool) rethrows -> _ItemTree {
    var items = ContiguousArray<Item>()
    var labels = ContiguousArray<UInt64>()
    var levels = ContiguousArray<UInt32>()
    try root.forEachLeaf { leaf in
      for index in leaf.items.indices where try isKept(leaf.items[index]) {
        items.append(leaf.items[index])
        labels.append(leaf.labels[index])
        if !leaf.levels.isEmpty { levels.append(leaf.levels[index]) }
      }
    }
    return _ItemTree(items, labels: labels, levels: levels)
  }

  // MARK: Internal

  @inlinable
  static func remove(at index: Int, from node: inout Node) -> Item {
    makeUnique(&node)
    node.count -= 1
    if node.isLeaf {
      node.labels.remove(at: index)
      if !node.levels.isEmpty { node.levels.remove(at: index) }
      return node.items.remove(at: index)
    }
    let (child, offset) = node.child(holding: index)
    let item = remove(at: offset, from: &node.children[child])
    node.refreshChild(child)
    if node.children[child].width < node.children[child].minimumWidth, node.children.count > 1 {
      rebalance(node, around: child)
    }
    return item
  }

  /// Removes up to `limit` items from `index` on, as many as the leaf that holds `index` has.
  @inlinable
  static func removeRun(at index: Int, upTo limit: Int, from node: inout Node)
    -> ContiguousArray<Item>
  {
    makeUnique(&node)
    if node.isLeaf {
      let range = index..<Swift.min(node.items.count, index + limit)
      let removed = ContiguousArray(node.items[range])
      node.items.removeSubrange(range)
      node.labels.removeSubrange(range)
      if !node.levels.isEmpty { node.levels.removeSubrange(range) }
      node.count -= removed.count
      return removed
    }
    let (child, offset) = node.child(holding: index)
    let removed = removeRun(at: offset, upTo: limit, from: &node.children[child])
    node.count -= removed.count
    node.refreshChild(child)
    if node.children[child].width < node.children[child].minimumWidth, node.children.count > 1 {
      rebalance(node, around: child)
    }
    return removed
  }

  /// Merges an underfull child with a neighbour, and splits the result evenly again if it is
  /// over capacity.
  @inlinable
  static func rebalance(_ node: Node, around child: Int) {
    let left = child + 1 < node.children.count ? child : child - 1
    let right = node.children[left + 1]
    makeUnique(&node.children[left])
    node.children[left].absorb(right)
    node.children.remove(at: left + 1)
    node.childSummaries.remove(at: left + 1)
    let merged = node.children[left]
    if merged.width > merged.capacity {
      let sibling = merged.split(at: merged.width / 2)
      node.children.insert(sibling, at: left + 1)
      node.childSummaries.insert(sibling.summary, at: left + 1)
    }
    node.refreshChild(left)
  }
}
