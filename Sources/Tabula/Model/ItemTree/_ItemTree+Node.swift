// MARK: - _ItemTree + Node

extension _ItemTree {
  /// A node: a leaf holds items, their labels and, in an outline, their levels; an inner node
  /// holds children, with the number of items, the last label and the lowest level of each.
  @usableFromInline
  final class Node {
    @usableFromInline @exclusivity(unchecked) var items: ContiguousArray<Item>
    @usableFromInline @exclusivity(unchecked) var labels: ContiguousArray<UInt64>
    /// Each item's depth in its outline; empty when every item is at the top level.
    @usableFromInline @exclusivity(unchecked) var levels: ContiguousArray<UInt32>
    @usableFromInline @exclusivity(unchecked) var children: ContiguousArray<Node>
    /// The number of items, the last label and the lowest level of each child.
    @usableFromInline @exclusivity(unchecked) var childSummaries: ContiguousArray<_ItemTreeChild>
    @usableFromInline @exclusivity(unchecked) var count: Int
    @usableFromInline let isLeaf: Bool

    // MARK: Lifecycle

    @inlinable
    init(
      items: ContiguousArray<Item>, labels: ContiguousArray<UInt64>,
      levels: ContiguousArray<UInt32> = []
    ) {
      self.items = items
      self.labels = labels
      self.levels = levels
      children = []
      childSummaries = []
      count = items.count
      isLeaf = true
    }

    @inlinable
    init(children: some Collection<Node>) {
      items = []
      labels = []
      levels = []
      self.children = ContiguousArray(children)
      childSummaries = ContiguousArray(children.lazy.map(\.summary))
      count = childSummaries.reduce(0) { $0 + $1.count }
      isLeaf = false
    }

    @inlinable
    init(copying node: Node) {
      items = node.items
      labels = node.labels
      levels = node.levels
      children = node.children
      childSummaries = node.childSummaries
      count = node.count
      isLeaf = node.isLeaf
    }

    // MARK: Internal

    /// The number of items of a leaf, or of children of an inner node.
    @inlinable
    var width: Int { isLeaf ? items.count : children.count }

    /// The label of the last item below this node; 0 if it has none.
    @inlinable
    var lastLabel: UInt64 { (isLeaf ? labels.last : childSummaries.last?.lastLabel) ?? 0 }

    /// The lowest level of an item below this node; 0 if it has none.
    @inlinable
    var minimumLevel: UInt32 {
      if isLeaf { return levels.min() ?? 0 }
      var lowest = UInt32.max
      // NB: a flat list's children are all at level 0: the first one ends the loop.
      for child in childSummaries where child.minimumLevel < lowest {
        lowest = child.minimumLevel
        if lowest == 0 { break }
      }
      return childSummaries.isEmpty ? 0 : lowest
    }

    /// What this node's parent keeps of it.
    @inlinable
    var summary: _ItemTreeChild {
      _ItemTreeChild(count: count, lastLabel: lastLabel, minimumLevel: minimumLevel)
    }

    /// The most items or children this node holds before it splits.
    @inlinable
    var capacity: Int { isLeaf ? _ItemTree.leafCapacity : _ItemTree.innerCapacity }

    /// The fewest items or children this node holds before it merges with a sibling.
    @inlinable
    var minimumWidth: Int { capacity / 4 }

    /// The child that holds item `index` (`index` < `count`), and the item's index within it.
    @inlinable
    func child(holding index: Int) -> (child: Int, offset: Int) {
      var child = 0
      var offset = index
      while offset >= childSummaries[child].count {
        offset -= childSummaries[child].count
        child += 1
      }
      return (child, offset)
    }

    /// The offset in this leaf of the item with this label, or `nil` if the leaf holds none:
    /// a label outside the leaf's range is answered without a search.
    ///
    /// - Complexity: O(log *b*), where *b* is the number of items in the leaf.
    @inlinable
    func offset(ofLabel label: UInt64) -> Int? {
      guard let first = labels.first, first <= label, let last = labels.last, label <= last
      else { return nil }
      var low = 0
      var high = labels.count - 1
      while low < high {
        let middle = (low + high) / 2
        if labels[middle] < label { low = middle + 1 } else { high = middle }
      }
      return labels[low] == label ? low : nil
    }

    /// The child an item inserted at `index` (`index` <= `count`) goes into, and its index
    /// there. An index between two children goes to the end of the first.
    @inlinable
    func child(receiving index: Int) -> (child: Int, offset: Int) {
      var child = 0
      var offset = index
      let last = childSummaries.count - 1
      while child < last, offset > childSummaries[child].count {
        offset -= childSummaries[child].count
        child += 1
      }
      return (child, offset)
    }

    /// Takes the items or children from `start` on out of this node, into a new sibling.
    @inlinable
    func split(at start: Int) -> Node {
      if isLeaf {
        let sibling = Node(
          items: ContiguousArray(items[start...]), labels: ContiguousArray(labels[start...]),
          levels: levels.isEmpty ? [] : ContiguousArray(levels[start...]))
        items.removeSubrange(start...)
        labels.removeSubrange(start...)
        if !levels.isEmpty { levels.removeSubrange(start...) }
        count = items.count
        return sibling
      }
      let sibling = Node(children: children[start...])
      children.removeSubrange(start...)
      childSummaries.removeSubrange(start...)
      count -= sibling.count
      return sibling
    }

    /// Appends the items or children of a sibling of the same kind that follows this node.
    @inlinable
    func absorb(_ sibling: Node) {
      if isLeaf {
        items.append(contentsOf: sibling.items)
        labels.append(contentsOf: sibling.labels)
        levels.append(contentsOf: sibling.levels)
      } else {
        children.append(contentsOf: sibling.children)
        childSummaries.append(contentsOf: sibling.childSummaries)
      }
      count += sibling.count
    }

    /// Records the count, last label and lowest level of child `child` again, after it changed.
    @inlinable
    func refreshChild(_ child: Int) {
      childSummaries[child] = children[child].summary
    }

    /// Calls `body` with every leaf, in order.
    @inlinable
    func forEachLeaf(_ body: (Node) throws -> Void) rethrows {
      if isLeaf {
        try body(self)
      } else {
        for child in children { try child.forEachLeaf(body) }
      }
    }
  }

  /// Gives `node` storage of its own, copying it if another tree shares it.
  @inlinable
  static func makeUnique(_ node: inout Node) {
    if !isKnownUniquelyReferenced(&node) { node = Node(copying: node) }
  }
}
