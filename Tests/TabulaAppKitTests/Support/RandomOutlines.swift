import Tabula
import TabulaTestSupport

/// Random pairs of outlines for the property tests: an old outline with some items expanded,
/// and a new one that deletes, inserts, moves (across parents and levels) and changes items,
/// and expands and collapses others, from a seed that replays exactly.
struct RandomOutlines {
  /// An item and the items under it.
  struct Node {
    var entry: Entry
    var children: [Node] = []
  }

  var roots: [Node]
  var expanded: Set<Int>

  /// The old and new outline of a seed.
  static func pair(seed: Int) -> (old: RandomOutlines, new: RandomOutlines) {
    var random = SeededRandom(seed: seed)
    var nextID = 0
    func fresh() -> Entry {
      nextID += 1
      return Entry(nextID)
    }
    func node(depth: Int) -> Node {
      let count = depth < 3 && random.chance(0.4) ? Int.random(in: 1...4, using: &random) : 0
      return Node(entry: fresh(), children: (0..<count).map { _ in node(depth: depth + 1) })
    }
    var old = RandomOutlines(
      roots: (0..<Int.random(in: 0...8, using: &random)).map { _ in node(depth: 0) }, expanded: [])
    old.expanded = Set(old.ids.filter { _ in random.chance(0.6) })
    var new = old
    let churn = [0.05, 0.2, 0.5].randomElement(using: &random) ?? 0.2
    for _ in 0..<Int.random(in: 0...Int(1 + 12 * churn), using: &random) {
      let ids = new.ids
      switch Int.random(in: 0..<5, using: &random) {
      case 0 where !ids.isEmpty:
        _ = new.remove(ids[Int.random(in: 0..<ids.count, using: &random)])
      case 1:
        let parent =
          random.chance(0.3) || ids.isEmpty
          ? nil : ids[Int.random(in: 0..<ids.count, using: &random)]
        let inserted = node(depth: 2)
        new.insert(inserted, under: parent, using: &random)
      case 2 where !ids.isEmpty:
        let id = ids[Int.random(in: 0..<ids.count, using: &random)]
        let targets = ids.filter { !new.subtree(of: id).contains($0) }
        let parent =
          random.chance(0.3) || targets.isEmpty
          ? nil : targets[Int.random(in: 0..<targets.count, using: &random)]
        if let moved = new.remove(id) { new.insert(moved, under: parent, using: &random) }
      case 3 where !ids.isEmpty:
        new.change(ids[Int.random(in: 0..<ids.count, using: &random)])
      default:
        if let id = ids.randomElement(using: &random) {
          if new.expanded.contains(id) { new.expanded.remove(id) } else { new.expanded.insert(id) }
        }
      }
    }
    new.expanded.formIntersection(new.ids)
    return (old, new)
  }

  /// Every item's identifier, parents first.
  var ids: [Int] {
    var ids: [Int] = []
    func visit(_ nodes: [Node]) {
      for node in nodes {
        ids.append(node.entry.id)
        visit(node.children)
      }
    }
    visit(roots)
    return ids
  }

  /// The identifiers of an item and everything under it.
  func subtree(of id: Int) -> Set<Int> {
    func find(_ nodes: [Node]) -> Node? {
      for node in nodes {
        if node.entry.id == id { return node }
        if let found = find(node.children) { return found }
      }
      return nil
    }
    guard let node = find(roots) else { return [] }
    return Set(RandomOutlines(roots: [node], expanded: []).ids)
  }

  /// The outline as a snapshot of one section, or of `sections` sections that take the
  /// top-level items in turn.
  func snapshot(sections: Int = 1) throws -> EntrySnapshot {
    var snapshot = try EntrySnapshot(
      sections: (0..<sections).map { section in
        SnapshotSection(
          Group(section),
          items: roots.indices.filter { $0 % sections == section }.map { roots[$0].entry })
      })
    func append(_ node: Node) throws {
      guard !node.children.isEmpty else { return }
      try snapshot.appendItems(node.children.map(\.entry), under: node.entry.id)
      for child in node.children { try append(child) }
    }
    for root in roots { try append(root) }
    return snapshot
  }

  private mutating func remove(_ id: Int) -> Node? {
    func remove(from nodes: inout [Node]) -> Node? {
      if let index = nodes.firstIndex(where: { $0.entry.id == id }) {
        return nodes.remove(at: index)
      }
      for index in nodes.indices {
        if let found = remove(from: &nodes[index].children) { return found }
      }
      return nil
    }
    return remove(from: &roots)
  }

  private mutating func insert(_ node: Node, under parent: Int?, using random: inout SeededRandom) {
    func insert(into nodes: inout [Node]) -> Bool {
      for index in nodes.indices {
        if nodes[index].entry.id == parent {
          nodes[index].children.insert(
            node, at: Int.random(in: 0...nodes[index].children.count, using: &random))
          return true
        }
        if insert(into: &nodes[index].children) { return true }
      }
      return false
    }
    if parent == nil || !insert(into: &roots) {
      roots.insert(node, at: Int.random(in: 0...roots.count, using: &random))
    }
  }

  private mutating func change(_ id: Int) {
    func change(_ nodes: inout [Node]) {
      for index in nodes.indices {
        if nodes[index].entry.id == id { nodes[index].entry.name += " changed" }
        change(&nodes[index].children)
      }
    }
    change(&roots)
  }
}
