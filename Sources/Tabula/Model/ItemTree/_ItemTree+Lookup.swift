// MARK: - _ItemTree + Lookup

extension _ItemTree {
  /// The item at a position, which must be in range.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  subscript(index: Int) -> Item {
    let (leaf, start) = Self.leaf(in: root, holding: index)
    return leaf.items[index - start]
  }

  /// The label of the item at a position, which must be in range.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func label(at index: Int) -> UInt64 {
    let (leaf, start) = Self.leaf(in: root, holding: index)
    return leaf.labels[index - start]
  }

  /// The labels on either side of a position (`index` <= `count`): the label of the item
  /// before it, or 0 at the start, and of the item at it, or `UInt64.max` at the end.
  ///
  /// - Complexity: O(log *n*), in one descent when both items share a leaf.
  @inlinable
  func labels(around index: Int) -> (previous: UInt64, next: UInt64) {
    guard index > 0 else { return (0, index == count ? .max : label(at: index)) }
    let (leaf, start) = Self.leaf(in: root, holding: index - 1)
    let offset = index - 1 - start
    if offset + 1 < leaf.labels.count { return (leaf.labels[offset], leaf.labels[offset + 1]) }
    return (leaf.labels[offset], index == count ? .max : label(at: index))
  }

  /// The position of the item with this label, or `nil` if no item has it.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func index(ofLabel label: UInt64) -> Int? {
    place(ofLabel: label)?.index
  }

  /// Where the item with this label stands: its leaf, its index there and its position, or
  /// `nil` if no item has it.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func place(ofLabel label: UInt64) -> (leaf: Node, offset: Int, index: Int)? {
    var node = root
    var base = 0
    while !node.isLeaf {
      // NB: the first child whose last label is not below `label`, by binary search.
      var low = 0
      var high = node.childSummaries.count - 1
      while low < high {
        let middle = (low + high) / 2
        if node.childSummaries[middle].lastLabel < label { low = middle + 1 } else { high = middle }
      }
      for child in 0..<low { base += node.childSummaries[child].count }
      node = node.children[low]
    }
    var low = 0
    var high = node.labels.count
    while low < high {
      let middle = (low + high) / 2
      if node.labels[middle] < label { low = middle + 1 } else { high = middle }
    }
    guard low < node.labels.count, node.labels[low] == label else { return nil }
    return (node, low, base + low)
  }

  /// The leaf that holds the item at `index` (< `root.count`), and the position of its first
  /// item.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  static func leaf(in root: Node, holding index: Int) -> (leaf: Node, start: Int) {
    var node = root
    var start = 0
    var offset = index
    while !node.isLeaf {
      let (child, childOffset) = node.child(holding: offset)
      start += offset - childOffset
      offset = childOffset
      node = node.children[child]
    }
    return (node, start)
  }
}
