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

  /// The position of the item with this label, or `nil` if no item has it.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func index(ofLabel label: UInt64) -> Int? {
    entry(ofLabel: label)?.index
  }

  /// The position and the item with this label, or `nil` if no item has it.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func entry(ofLabel label: UInt64) -> (index: Int, item: Item)? {
    var node = root
    var base = 0
    while !node.isLeaf {
      // NB: the first child whose last label is not below `label`, by binary search.
      var low = 0
      var high = node.childLastLabels.count - 1
      while low < high {
        let middle = (low + high) / 2
        if node.childLastLabels[middle] < label { low = middle + 1 } else { high = middle }
      }
      for child in 0..<low { base += node.childCounts[child] }
      node = node.children[low]
    }
    var low = 0
    var high = node.labels.count
    while low < high {
      let middle = (low + high) / 2
      if node.labels[middle] < label { low = middle + 1 } else { high = middle }
    }
    guard low < node.labels.count, node.labels[low] == label else { return nil }
    return (base + low, node.items[low])
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
