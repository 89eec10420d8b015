// MARK: - _ItemTree + Labels

extension _ItemTree {
  /// Labels again, evenly, the smallest subtree that holds `range` and has room for its items
  /// at least `leafCapacity` apart; the whole tree if none has. `labelled` receives every item
  /// of that subtree with its new label.
  ///
  /// - Complexity: O(*m* + log *n*), where *m* is the number of items labelled again;
  ///   amortized O(log *n*) per inserted item.
  @inlinable
  mutating func relabel(around range: Range<Int>, labelled: (Item, UInt64) -> Void) {
    // The subtrees on the path to `range.lowerBound`, innermost first, as position ranges.
    var subtrees: [Range<Int>] = []
    var node = root
    var start = 0
    var offset = range.lowerBound
    while true {
      subtrees.append(start..<(start + node.count))
      guard !node.isLeaf else { break }
      let (child, childOffset) = node.child(holding: Swift.min(offset, node.count - 1))
      start += offset - childOffset
      offset = childOffset
      node = node.children[child]
    }
    for subtree in subtrees.reversed()
    where subtree.lowerBound <= range.lowerBound && range.upperBound <= subtree.upperBound {
      let low = subtree.lowerBound == 0 ? 0 : label(at: subtree.lowerBound - 1)
      let high = subtree.upperBound == count ? UInt64.max : label(at: subtree.upperBound)
      let isWhole = subtree.count == count
      let step = Self.spacing(
        for: subtree.count, between: low, and: high,
        preferred: isWhole ? Self.defaultStep : .max)
      guard isWhole || step >= UInt64(Self.leafCapacity) else { continue }
      var label = low
      Self.assignLabels(
        in: subtree, of: &root, from: 0, next: &label, step: step, labelled: labelled)
      return
    }
  }

  /// Gives the items of `range` the labels `next + step`, `next + 2 × step`, …, copying the
  /// shared nodes on the way.
  @inlinable
  static func assignLabels(
    in range: Range<Int>, of node: inout Node, from start: Int,
    next label: inout UInt64, step: UInt64, labelled: (Item, UInt64) -> Void
  ) {
    makeUnique(&node)
    if node.isLeaf {
      for index in (range.lowerBound - start)..<(range.upperBound - start) {
        label &+= step
        node.labels[index] = label
        labelled(node.items[index], label)
      }
      return
    }
    var childStart = start
    for child in node.children.indices {
      let childRange = childStart..<(childStart + node.childSummaries[child].count)
      let overlap = childRange.clamped(to: range)
      if !overlap.isEmpty {
        assignLabels(
          in: overlap, of: &node.children[child], from: childStart, next: &label, step: step,
          labelled: labelled)
        node.childSummaries[child].lastLabel = node.children[child].lastLabel
      }
      childStart = childRange.upperBound
    }
  }
}
