// MARK: - _ItemTree + Invariants

extension _ItemTree {
  /// Every way the tree breaks its own rules (counts, last labels, increasing labels, node
  /// sizes, depth); empty when it keeps them all.
  ///
  /// - Complexity: O(*n*).
  package func _invariantViolations() -> [String] {
    var violations: [String] = []
    var previous: UInt64?
    var leafDepths = Set<Int>()
    let isOutline = isOutline
    func check(_ node: Node, depth: Int, isRoot: Bool) {
      if node.isLeaf {
        leafDepths.insert(depth)
        if node.items.count != node.labels.count || node.count != node.items.count {
          violations.append("leaf of \(node.items.count) items, \(node.labels.count) labels")
        }
        if node.levels.isEmpty == isOutline, count > 0 {
          violations.append("leaf of \(node.items.count) items, \(node.levels.count) levels")
        }
        for label in node.labels {
          if let previous, label <= previous {
            violations.append("label \(label) after \(previous)")
          }
          previous = label
        }
      } else {
        if node.childSummaries.map(\.count) != node.children.map(\.count) {
          violations.append("inner node's child counts are stale")
        }
        if node.childSummaries.map(\.lastLabel) != node.children.map(\.lastLabel) {
          violations.append("inner node's last labels are stale")
        }
        if node.childSummaries.map(\.minimumLevel) != node.children.map(\.minimumLevel) {
          violations.append("inner node's lowest levels are stale")
        }
        let total = node.childSummaries.reduce(0) { $0 + $1.count }
        if node.count != total {
          violations.append("inner node counts \(node.count) of \(total)")
        }
        if isRoot, node.children.count < 2 {
          violations.append("inner root with \(node.children.count) children")
        }
        for child in node.children { check(child, depth: depth + 1, isRoot: false) }
      }
      if node.width > node.capacity || (!isRoot && node.width < node.minimumWidth) {
        violations.append("node of width \(node.width), capacity \(node.capacity)")
      }
    }
    check(root, depth: 0, isRoot: true)
    if leafDepths.count > 1 { violations.append("leaves at depths \(leafDepths.sorted())") }
    return violations
  }

  /// The number of levels: 1 for a single leaf.
  /// What breaks the outline's shape: a first item below the top level, or an item more than
  /// one level below the one before it. A flat list has none.
  package func _outlineViolations() -> [String] {
    var violations: [String] = []
    var previous: UInt32?
    for (index, level) in allLevels.enumerated() {
      if level > (previous.map { $0 + 1 } ?? 0) {
        violations.append(
          "item \(index) at level \(level) after level \(String(describing: previous))")
      }
      previous = level
    }
    return violations
  }

  package var _depth: Int {
    var depth = 1
    var node = root
    while !node.isLeaf {
      depth += 1
      node = node.children[0]
    }
    return depth
  }

  /// The number of nodes of this tree that `other` does not hold: what a mutation that made
  /// this tree from `other` copied or created.
  ///
  /// - Complexity: O(*n*), where *n* is the number of nodes of `other`.
  package func _nodesNotShared(with other: _ItemTree) -> Int {
    var theirs = Set<ObjectIdentifier>()
    var pending = [other.root]
    while let node = pending.popLast() {
      theirs.insert(ObjectIdentifier(node))
      pending.append(contentsOf: node.children)
    }
    var unshared = 0
    pending = [root]
    while let node = pending.popLast() {
      guard !theirs.contains(ObjectIdentifier(node)) else { continue }
      unshared += 1
      pending.append(contentsOf: node.children)
    }
    return unshared
  }
}
