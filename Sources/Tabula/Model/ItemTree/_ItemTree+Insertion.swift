// MARK: - _ItemTree + Insertion

extension _ItemTree {
  /// Inserts items at a position (`index` <= `count`), labelled between their neighbours.
  ///
  /// Where the neighbours' labels leave no room, the smallest subtree around the new items that
  /// has room is labelled again, evenly. `labelled` receives every new item and every item
  /// whose label changed, with its label.
  ///
  /// - Complexity: O(*k* log *n*) amortized, where *k* is the number of new items; O(*n* + *k*)
  ///   when *k* is a large part of *n*, for which the tree is built anew.
  @inlinable
  mutating func insert(
    contentsOf newItems: some Collection<Item>, at index: Int,
    levels newLevels: ContiguousArray<UInt32> = [],
    labelled: (Item, UInt64) -> Void
  ) {
    let newCount = newItems.count
    guard newCount > 0 else { return }
    let newLevels = outlineLevels(newLevels, count: newCount)
    let (previous, next) = labels(around: index)
    let step = Self.spacing(
      for: newCount, between: previous, and: next, preferred: Self.defaultStep)
    // NB: k inserts of O(log n) each cost more than one rebuild in O(n + k) once k is a
    // sizeable part of n.
    // NB: an empty tree holds no level to say it is an outline; built anew, its leaves do.
    if newCount > Self.leafCapacity && newCount * 8 > count || !newLevels.isEmpty && count == 0 {
      rebuild(
        inserting: newItems, levels: newLevels, at: index, after: previous, step: step,
        labelled: labelled)
      return
    }
    var label = previous
    if newCount == 1, let item = newItems.first {
      insertOne(item, label: label &+ step, level: newLevels.first ?? 0, at: index)
    } else {
      let items = ContiguousArray(newItems)
      var labels = ContiguousArray<UInt64>()
      labels.reserveCapacity(newCount)
      for _ in 0..<newCount {
        label &+= step
        labels.append(label)
      }
      // NB: runs of half a leaf: each goes into its leaf in one move, and splits it at most
      // once, where items one at a time would shift the leaf's items once each.
      var start = 0
      while start < newCount {
        let end = Swift.min(newCount, start + Self.leafCapacity / 2)
        insertRun(
          items[start..<end], labels: labels[start..<end],
          levels: newLevels.isEmpty ? [] : newLevels[start..<end], at: index + start)
        start = end
      }
    }
    if step == 0 {
      relabel(around: index..<(index + newCount), labelled: labelled)
    } else {
      label = previous
      for item in newItems {
        label &+= step
        labelled(item, label)
      }
    }
  }

  /// Inserts one item at a position (`index` <= `count`) and returns its label, if its
  /// neighbours' labels leave room for one between them; otherwise changes nothing and returns
  /// `nil`, and ``insert(contentsOf:at:labelled:)`` labels a subtree again to make room.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  mutating func insertWhereRoom(_ item: Item, at index: Int, level: UInt32 = 0) -> UInt64? {
    let (previous, next) = labels(around: index)
    let step = Self.spacing(for: 1, between: previous, and: next, preferred: Self.defaultStep)
    guard step > 0 else { return nil }
    if level != 0 { makeOutline() }
    insertOne(item, label: previous &+ step, level: level, at: index)
    return previous &+ step
  }

  /// Replaces the item at a position (`index` < `count`); its label stays.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  mutating func replace(at index: Int, with item: Item) {
    Self.replace(at: index, with: item, in: &root)
  }

  // MARK: Internal

  /// Builds the tree anew with items inserted at `index`: the new items labelled `step` apart
  /// after `previous` and the others keeping theirs, or, if `step` is 0, everything labelled
  /// anew.
  @inlinable
  mutating func rebuild(
    inserting newItems: some Collection<Item>, levels newLevels: ContiguousArray<UInt32>,
    at index: Int, after previous: UInt64, step: UInt64, labelled: (Item, UInt64) -> Void
  ) {
    var items = array
    items.insert(contentsOf: newItems, at: index)
    var levels = allLevels
    if !newLevels.isEmpty { levels.insert(contentsOf: newLevels, at: index) }
    guard step > 0 else {
      self = _ItemTree(items)
      if !levels.isEmpty { self = _ItemTree(items, labels: allLabels, levels: levels) }
      forEachLabelled(labelled)
      return
    }
    var labels = ContiguousArray<UInt64>()
    labels.reserveCapacity(items.count)
    forEachLabelled { _, label in labels.append(label) }
    var label = previous
    var newLabels = ContiguousArray<UInt64>()
    newLabels.reserveCapacity(newItems.count)
    for item in newItems {
      label &+= step
      newLabels.append(label)
      labelled(item, label)
    }
    labels.insert(contentsOf: newLabels, at: index)
    self = _ItemTree(items, labels: labels, levels: levels)
  }

  /// Inserts one item with a given label and level, splitting the nodes that overflow. An
  /// outline's tree takes any level; a flat one only level 0.
  @inlinable
  mutating func insertOne(_ item: Item, label: UInt64, level: UInt32, at index: Int) {
    if let sibling = Self.insert(item, label: label, level: level, at: index, into: &root) {
      root = Node(children: [root, sibling])
    }
  }

  /// Inserts a run of at most half a leaf of items with their labels and levels (none in a
  /// flat list), splitting the nodes that overflow.
  @inlinable
  mutating func insertRun(
    _ items: ArraySlice<Item>, labels: ArraySlice<UInt64>, levels: ArraySlice<UInt32>,
    at index: Int
  ) {
    if let sibling = Self.insertRun(items, labels: labels, levels: levels, at: index, into: &root) {
      root = Node(children: [root, sibling])
    }
  }

  @inlinable
  static func insertRun(
    _ items: ArraySlice<Item>, labels: ArraySlice<UInt64>, levels: ArraySlice<UInt32>,
    at index: Int, into node: inout Node
  ) -> Node? {
    makeUnique(&node)
    node.count += items.count
    if node.isLeaf {
      node.items.insert(contentsOf: items, at: index)
      node.labels.insert(contentsOf: labels, at: index)
      if !node.levels.isEmpty { node.levels.insert(contentsOf: levels, at: index) }
      return node.items.count > leafCapacity ? node.split(at: node.items.count / 2) : nil
    }
    let (child, offset) = node.child(receiving: index)
    let sibling = insertRun(
      items, labels: labels, levels: levels, at: offset, into: &node.children[child])
    node.refreshChild(child)
    guard let sibling else { return nil }
    node.children.insert(sibling, at: child + 1)
    node.childSummaries.insert(sibling.summary, at: child + 1)
    return node.children.count > innerCapacity ? node.split(at: node.children.count / 2) : nil
  }

  /// Inserts into a subtree; returns the new right sibling if the subtree's root split.
  @inlinable
  static func insert(
    _ item: Item, label: UInt64, level: UInt32, at index: Int, into node: inout Node
  ) -> Node? {
    makeUnique(&node)
    node.count += 1
    if node.isLeaf {
      node.items.insert(item, at: index)
      node.labels.insert(label, at: index)
      if !node.levels.isEmpty { node.levels.insert(level, at: index) }
      return node.items.count > leafCapacity ? node.split(at: node.items.count / 2) : nil
    }
    let (child, offset) = node.child(receiving: index)
    let sibling = insert(
      item, label: label, level: level, at: offset, into: &node.children[child])
    node.refreshChild(child)
    guard let sibling else { return nil }
    node.children.insert(sibling, at: child + 1)
    node.childSummaries.insert(sibling.summary, at: child + 1)
    return node.children.count > innerCapacity ? node.split(at: node.children.count / 2) : nil
  }

  @inlinable
  static func replace(at index: Int, with item: Item, in node: inout Node) {
    makeUnique(&node)
    if node.isLeaf {
      node.items[index] = item
      return
    }
    let (child, offset) = node.child(holding: index)
    replace(at: offset, with: item, in: &node.children[child])
  }
}
