/// The items of one section, in a persistent B-tree whose leaves hold items with order labels.
///
/// Positions are never stored: an item's position is the number of items before it, which the
/// tree counts in O(log *n*). Each item carries a label, a `UInt64` that grows along the
/// section, so a snapshot's identifier table can store the label, which never shifts when
/// items are inserted or removed elsewhere, and find the position from it.
///
/// Copies share nodes. A mutation copies only the nodes on its path that another copy still
/// holds, so editing a copy of a large snapshot costs O(log *n*), not O(*n*).
@usableFromInline
struct _ItemTree<Item> {
  @usableFromInline var root: Node

  /// An empty tree.
  @inlinable
  init() {
    root = Node(items: [], labels: [])
  }

  /// A tree of these items, labelled `step` apart from `step` on.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  init(_ items: some Collection<Item>, step: UInt64 = _ItemTree.defaultStep) {
    let count = items.count
    let spacing = Self.spacing(for: count, between: 0, and: .max, preferred: step)
    let leafCount = (count + Self.leafFill - 1) / Self.leafFill
    var leaves = ContiguousArray<Node>()
    leaves.reserveCapacity(leafCount)
    var start = items.startIndex
    var label: UInt64 = 0
    for leaf in 0..<leafCount {
      let size = Self.share(of: count, part: leaf, parts: leafCount)
      let end = items.index(start, offsetBy: size)
      // NB: copied a slice at a time, an array's items are retained once each; appended one at
      // a time, each was also retained and released once more.
      let leafItems = ContiguousArray(items[start..<end])
      var leafLabels = ContiguousArray<UInt64>()
      leafLabels.reserveCapacity(size)
      for _ in 0..<size {
        label &+= spacing
        leafLabels.append(label)
      }
      leaves.append(Node(items: leafItems, labels: leafLabels))
      start = end
    }
    root = Self.root(of: leaves)
  }

  /// A tree of these items with these labels, which must increase, and these levels: one per
  /// item in an outline, none in a flat list.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  init(
    _ items: ContiguousArray<Item>, labels: ContiguousArray<UInt64>,
    levels: ContiguousArray<UInt32> = []
  ) {
    let count = items.count
    let leafCount = (count + Self.leafFill - 1) / Self.leafFill
    var leaves = ContiguousArray<Node>()
    leaves.reserveCapacity(leafCount)
    var start = 0
    for leaf in 0..<leafCount {
      let end = start + Self.share(of: count, part: leaf, parts: leafCount)
      leaves.append(
        Node(
          items: ContiguousArray(items[start..<end]), labels: ContiguousArray(labels[start..<end]),
          levels: levels.isEmpty ? [] : ContiguousArray(levels[start..<end])))
      start = end
    }
    root = Self.root(of: leaves)
  }

  /// A tree of these items at these levels (one per item, or none for a flat list), labelled
  /// `defaultStep` apart.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  init(_ items: ContiguousArray<Item>, levels: ContiguousArray<UInt32>) {
    var labels = ContiguousArray<UInt64>()
    labels.reserveCapacity(items.count)
    var label: UInt64 = 0
    for _ in items.indices {
      label &+= Self.defaultStep
      labels.append(label)
    }
    self.init(items, labels: labels, levels: levels)
  }

  /// The root over these leaves, with inner levels as full as freshly built ones are.
  ///
  /// - Complexity: O(*l*), where *l* is the number of leaves.
  @inlinable
  static func root(of leaves: ContiguousArray<Node>) -> Node {
    guard !leaves.isEmpty else { return Node(items: [], labels: []) }
    var level = leaves
    while level.count > 1 {
      let parentCount = (level.count + Self.innerFill - 1) / Self.innerFill
      var parents = ContiguousArray<Node>()
      parents.reserveCapacity(parentCount)
      var first = 0
      for parent in 0..<parentCount {
        let size = Self.share(of: level.count, part: parent, parts: parentCount)
        parents.append(Node(children: level[first..<(first + size)]))
        first += size
      }
      level = parents
    }
    return level[0]
  }

  /// The number of items.
  ///
  /// - Complexity: O(1).
  @inlinable
  var count: Int { root.count }

  /// Whether the two trees are the same storage: then they hold the same items.
  @inlinable
  func isIdentical(to other: Self) -> Bool { root === other.root }

  /// All items in order.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  var array: ContiguousArray<Item> {
    var result = ContiguousArray<Item>()
    result.reserveCapacity(count)
    root.forEachLeaf { leaf in result.append(contentsOf: leaf.items) }
    return result
  }

  /// Calls `body` with the items and labels of every leaf, in order, read in place: a loop
  /// over them copies no item it does not keep.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  func forEachLeafContents(
    _ body: (UnsafeBufferPointer<Item>, UnsafeBufferPointer<UInt64>) throws -> Void
  ) rethrows {
    try root.forEachLeaf { leaf in
      try leaf.items.withUnsafeBufferPointer { items in
        try leaf.labels.withUnsafeBufferPointer { labels in try body(items, labels) }
      }
    }
  }

  /// Calls `body` with every item and its label, in order.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  func forEachLabelled(_ body: (Item, UInt64) throws -> Void) rethrows {
    try root.forEachLeaf { leaf in
      for index in leaf.items.indices { try body(leaf.items[index], leaf.labels[index]) }
    }
  }
}

// MARK: - _ItemTree + Shape

extension _ItemTree {
  /// The most items a leaf holds.
  @inlinable static var leafCapacity: Int { 256 }
  /// The most children an inner node holds.
  @inlinable static var innerCapacity: Int { 32 }
  /// How full a freshly built leaf is: room is left so that the first inserts do not split.
  @inlinable static var leafFill: Int { 192 }
  /// How full a freshly built inner node is.
  @inlinable static var innerFill: Int { 24 }
  /// The label distance between items of a freshly built tree, and between appended items.
  ///
  /// NB: a fixed distance, not the whole range spread evenly, leaves room after the last
  /// item, so appends (the commonest insert) never run out of labels.
  @inlinable static var defaultStep: UInt64 { 1 << 32 }

  /// The size of part `part` of `count` things split into `parts` parts as evenly as possible.
  @inlinable
  static func share(of count: Int, part: Int, parts: Int) -> Int {
    count / parts + (part < count % parts ? 1 : 0)
  }

  /// The label distance for `count` new labels strictly between `low` and `high`: at most
  /// `preferred`, and zero when they do not fit.
  @inlinable
  static func spacing(for count: Int, between low: UInt64, and high: UInt64, preferred: UInt64)
    -> UInt64
  {
    let room = high - low
    let even = room / UInt64(count + 1)
    return Swift.min(even, preferred)
  }
}

// MARK: - _ItemTree + Sequence

extension _ItemTree: Sequence {
  @inlinable
  func makeIterator() -> Cursor { Cursor(self, at: 0) }

  @inlinable
  var underestimatedCount: Int { count }
}

// MARK: - _ItemTree + Equatable

extension _ItemTree: Equatable where Item: Equatable {
  @inlinable
  static func == (lhs: _ItemTree, rhs: _ItemTree) -> Bool {
    if lhs.isIdentical(to: rhs) { return true }
    guard lhs.count == rhs.count else { return false }
    var left = lhs.makeIterator()
    var right = rhs.makeIterator()
    while let item = left.next() {
      guard item == right.next() else { return false }
    }
    guard lhs.isOutline || rhs.isOutline else { return true }
    // NB: a flat list is an outline whose items are all at level 0.
    let zeros = ContiguousArray<UInt32>(repeating: 0, count: lhs.count)
    let (leftLevels, rightLevels) = (lhs.allLevels, rhs.allLevels)
    return (leftLevels.isEmpty ? zeros : leftLevels) == (rightLevels.isEmpty ? zeros : rightLevels)
  }
}

// MARK: - _ItemTree + Sendable

// NB: nodes are classes, but a node is never changed while two trees share it: every
// mutation copies the shared nodes on its path first, as Array's storage does.
extension _ItemTree: @unchecked Sendable where Item: Sendable {}
