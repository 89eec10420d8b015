// MARK: - _ItemTree + Outline

// An outline keeps its items in preorder, each parent before its descendants, with each item's
// level beside it: a child is one level deeper than its parent. The subtree of the item at `i`
// is then the run from `i` up to the next item at its level or above, and its parent the last
// item before it one level up; inner nodes keep the lowest level below each child, so both
// are found in one descent.
extension _ItemTree {
  /// Whether the tree keeps a level per item; a flat list keeps none, and all its items are at
  /// level 0.
  @inlinable
  var isOutline: Bool {
    var node = root
    while !node.isLeaf { node = node.children[0] }
    return !node.levels.isEmpty
  }

  /// Every item's level, in order; empty for a flat list.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  var allLevels: ContiguousArray<UInt32> {
    guard isOutline else { return [] }
    var result = ContiguousArray<UInt32>()
    result.reserveCapacity(count)
    root.forEachLeaf { leaf in result.append(contentsOf: leaf.levels) }
    return result
  }

  /// Every item's label, in order.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  var allLabels: ContiguousArray<UInt64> {
    var result = ContiguousArray<UInt64>()
    result.reserveCapacity(count)
    root.forEachLeaf { leaf in result.append(contentsOf: leaf.labels) }
    return result
  }

  /// The level of the item at a position (`index` < `count`).
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func level(at index: Int) -> UInt32 {
    let (leaf, start) = Self.leaf(in: root, holding: index)
    return leaf.levels.isEmpty ? 0 : leaf.levels[index - start]
  }

  /// The position after the subtree of the item at `index` (`index` < `count`): of the next
  /// item at its level or above, or `count`.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func subtreeEnd(of index: Int) -> Int {
    firstIndex(from: index + 1, atOrAbove: level(at: index)) ?? count
  }

  /// The position of the parent of the item at `index` (`index` < `count`); `nil` for an item
  /// at the top level.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func parentIndex(of index: Int) -> Int? {
    let level = level(at: index)
    guard level > 0 else { return nil }
    return lastIndex(before: index, atOrAbove: level - 1)
  }

  /// The first position from `start` on whose item's level is `level` or lower (nearer the
  /// top), if any.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func firstIndex(from start: Int, atOrAbove level: UInt32) -> Int? {
    guard start < count else { return nil }
    return Self.firstIndex(in: root, base: 0, from: start, atOrAbove: level)
  }

  /// The last position before `end` whose item's level is `level` or lower, if any.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func lastIndex(before end: Int, atOrAbove level: UInt32) -> Int? {
    guard end > 0 else { return nil }
    return Self.lastIndex(in: root, base: 0, before: end, atOrAbove: level)
  }

  /// Gives every item level 0, so that items can then be given other levels.
  ///
  /// - Complexity: O(*n*) the first time; O(1) once the tree is an outline.
  @inlinable
  mutating func makeOutline() {
    guard !isOutline, count > 0 else { return }
    self = _ItemTree(
      array, labels: allLabels, levels: ContiguousArray(repeating: 0, count: count))
  }

  /// The levels to insert for `count` new items given `levels` (empty: all at level 0), making
  /// the tree an outline first if they are not all 0: one per item in an outline, none in a
  /// flat list.
  @inlinable
  mutating func outlineLevels(_ levels: ContiguousArray<UInt32>, count: Int)
    -> ContiguousArray<UInt32>
  {
    let isDeep = levels.contains { $0 != 0 }
    if isDeep { makeOutline() }
    guard isDeep || isOutline else { return [] }
    return levels.isEmpty ? ContiguousArray(repeating: 0, count: count) : levels
  }

  /// Calls `body` with the item and level at every position of `range`, in order.
  ///
  /// - Complexity: O(*k* + log *n*) for *k* positions.
  @inlinable
  func forEach(in range: Range<Int>, _ body: (Item, UInt32) -> Void) {
    guard !range.isEmpty else { return }
    Self.forEach(in: range, of: root, base: 0, body)
  }

  // MARK: Internal

  @inlinable
  static func forEach(
    in range: Range<Int>, of node: Node, base: Int, _ body: (Item, UInt32) -> Void
  ) {
    if node.isLeaf {
      let start = Swift.max(range.lowerBound - base, 0)
      let end = Swift.min(range.upperBound - base, node.items.count)
      for index in start..<end where start < end {
        body(node.items[index], node.levels.isEmpty ? 0 : node.levels[index])
      }
      return
    }
    var childBase = base
    for child in node.children.indices {
      let count = node.childSummaries[child].count
      if childBase < range.upperBound, childBase + count > range.lowerBound {
        forEach(in: range, of: node.children[child], base: childBase, body)
      }
      childBase += count
      if childBase >= range.upperBound { return }
    }
  }

  @inlinable
  static func firstIndex(in node: Node, base: Int, from start: Int, atOrAbove level: UInt32)
    -> Int?
  {
    if node.isLeaf {
      let first = Swift.max(0, start - base)
      guard !node.levels.isEmpty else { return first < node.items.count ? base + first : nil }
      for index in first..<node.levels.count where node.levels[index] <= level {
        return base + index
      }
      return nil
    }
    var childBase = base
    for child in node.children.indices {
      let summary = node.childSummaries[child]
      defer { childBase += summary.count }
      guard childBase + summary.count > start, summary.minimumLevel <= level else { continue }
      if let found = firstIndex(
        in: node.children[child], base: childBase, from: start, atOrAbove: level)
      {
        return found
      }
    }
    return nil
  }

  @inlinable
  static func lastIndex(in node: Node, base: Int, before end: Int, atOrAbove level: UInt32)
    -> Int?
  {
    if node.isLeaf {
      let last = Swift.min(node.items.count, end - base)
      guard !node.levels.isEmpty else { return last > 0 ? base + last - 1 : nil }
      for index in stride(from: last - 1, through: 0, by: -1) where node.levels[index] <= level {
        return base + index
      }
      return nil
    }
    var childEnd = base + node.count
    for child in node.children.indices.reversed() {
      let summary = node.childSummaries[child]
      let childBase = childEnd - summary.count
      defer { childEnd = childBase }
      guard childBase < end, summary.minimumLevel <= level else { continue }
      if let found = lastIndex(
        in: node.children[child], base: childBase, before: end, atOrAbove: level)
      {
        return found
      }
    }
    return nil
  }
}
