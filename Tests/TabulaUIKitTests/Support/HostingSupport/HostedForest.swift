@_spi(Surfaces) import Tabula
import TabulaTestSupport

/// The rows of a random hosted list as plain values: sections of items, each item with the
/// children it has in an outline; random lists and random edits of them, for the host's
/// property test.
struct HostedForest: Sendable {
  /// What kind of list the forest is.
  enum Shape: CaseIterable, Sendable {
    /// One section of items.
    case flat
    /// Up to three sections, some maybe empty.
    case sections
    /// Up to two sections of items with children, two levels deep.
    case outline
  }

  /// An item and the items under it.
  struct Node: Sendable {
    var id: Int
    var version = 0
    var children: [Node] = []

    /// The item the list shows for it: a new version is a change of content.
    var item: AdapterItem { AdapterItem(id, "item \(id) v\(version)") }
  }

  let shape: Shape
  var sections: [[Node]]

  /// A random forest of a shape, its identifiers drawn from `next` on.
  static func random(
    _ shape: Shape, using random: inout SeededRandom, next: inout Int
  ) -> HostedForest {
    let sectionCount =
      switch shape {
      case .flat: 1
      case .sections: Int.random(in: 1...3, using: &random)
      case .outline: Int.random(in: 1...2, using: &random)
      }
    var forest = HostedForest(shape: shape, sections: Array(repeating: [], count: sectionCount))
    for section in 0..<sectionCount {
      for _ in 0..<Int.random(in: (shape == .flat ? 1 : 0)...5, using: &random) {
        forest.sections[section].append(
          forest.randomNode(depth: 0, using: &random, next: &next))
      }
    }
    return forest
  }

  /// The forest's snapshot: its sections, their items, and in an outline their children.
  func snapshot() throws -> AdapterSnapshot {
    var snapshot = try AdapterSnapshot(
      sections: sections.enumerated().map { index, nodes in
        SnapshotSection(AdapterSection(index), items: nodes.map(\.item))
      })
    func appendChildren(of node: Node) throws {
      guard !node.children.isEmpty else { return }
      try snapshot.appendItems(node.children.map(\.item), under: node.id)
      for child in node.children { try appendChildren(of: child) }
    }
    for node in sections.joined() { try appendChildren(of: node) }
    return snapshot
  }

  /// Makes one to three random edits, as an app does between two of its snapshots: inserts
  /// (at the top level, or under an item of an outline), deletions with everything below,
  /// changes of content, and moves of top-level items in lists that are not outlines.
  mutating func edit(using random: inout SeededRandom, next: inout Int) {
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let paths = nodePaths()
      switch Int.random(in: 0..<4, using: &random) {
      case 0 where !paths.isEmpty:
        remove(at: paths[Int.random(in: 0..<paths.count, using: &random)])
      case 1 where !paths.isEmpty:
        let path = paths[Int.random(in: 0..<paths.count, using: &random)]
        update(at: path) { $0.version += 1 }
      case 2 where shape != .outline && !paths.isEmpty:
        let path = paths[Int.random(in: 0..<paths.count, using: &random)]
        let node = remove(at: path)
        let section = Int.random(in: 0..<sections.count, using: &random)
        sections[section].insert(
          node, at: Int.random(in: 0...sections[section].count, using: &random))
      default:
        let node = randomNode(depth: 1, using: &random, next: &next)
        let parents = paths.filter { $0.count <= 3 }
        if shape == .outline, !parents.isEmpty, random.chance(0.5) {
          let parent = parents[Int.random(in: 0..<parents.count, using: &random)]
          update(at: parent) {
            $0.children.insert(node, at: Int.random(in: 0...$0.children.count, using: &random))
          }
        } else {
          let section = Int.random(in: 0..<sections.count, using: &random)
          sections[section].insert(
            node, at: Int.random(in: 0...sections[section].count, using: &random))
        }
      }
    }
  }

  // MARK: Private

  /// A new item, with children in an outline while it is shallow enough.
  private func randomNode(depth: Int, using random: inout SeededRandom, next: inout Int) -> Node {
    next += 1
    var node = Node(id: next)
    if shape == .outline, depth < 2 {
      for _ in 0..<Int.random(in: 0...(depth == 0 ? 3 : 2), using: &random) {
        node.children.append(randomNode(depth: depth + 1, using: &random, next: &next))
      }
    }
    return node
  }

  /// Where every node is: its section, then its index at each level.
  private func nodePaths() -> [[Int]] {
    var paths: [[Int]] = []
    func visit(_ nodes: [Node], prefix: [Int]) {
      for (index, node) in nodes.enumerated() {
        paths.append(prefix + [index])
        visit(node.children, prefix: prefix + [index])
      }
    }
    for (section, nodes) in sections.enumerated() { visit(nodes, prefix: [section]) }
    return paths
  }

  /// Changes the node at a path.
  private mutating func update(at path: [Int], _ change: (inout Node) -> Void) {
    func descend(_ nodes: inout [Node], _ rest: ArraySlice<Int>) {
      guard let index = rest.first else { return }
      if rest.count == 1 {
        change(&nodes[index])
      } else {
        descend(&nodes[index].children, rest.dropFirst())
      }
    }
    descend(&sections[path[0]], path.dropFirst())
  }

  /// Removes the node at a path, with everything under it.
  @discardableResult
  private mutating func remove(at path: [Int]) -> Node {
    func descend(_ nodes: inout [Node], _ rest: ArraySlice<Int>) -> Node {
      let index = rest[rest.startIndex]
      if rest.count == 1 { return nodes.remove(at: index) }
      return descend(&nodes[index].children, rest.dropFirst())
    }
    return descend(&sections[path[0]], path.dropFirst())
  }
}
