import Tabula

/// An outline as nested arrays, the plainest model of one: what a snapshot's outline must
/// agree with, written without levels, preorder or trees.
struct ReferenceOutline: Equatable, CustomStringConvertible {
  struct Node: Equatable {
    var fruit: Fruit
    var children: [Node] = []
  }

  /// Each section's items at the top level, with their children below them.
  var sections: [[Node]]

  var description: String { sections.map { Self.describe($0) }.joined(separator: " | ") }

  static func describe(_ nodes: [Node]) -> String {
    nodes.map { node in
      node.children.isEmpty ? "\(node.fruit.id)" : "\(node.fruit.id)(\(describe(node.children)))"
    }.joined(separator: " ")
  }

  // MARK: Reading

  /// A section's items in the order a fully expanded list shows them, each with its depth.
  func flattened(_ section: Int) -> [(fruit: Fruit, level: Int)] {
    var result: [(Fruit, Int)] = []
    func walk(_ nodes: [Node], _ level: Int) {
      for node in nodes {
        result.append((node.fruit, level))
        walk(node.children, level + 1)
      }
    }
    walk(sections[section], 0)
    return result
  }

  /// A section's shown items when `expanded` are the expanded ones.
  func visible(_ section: Int, expanded: Set<Int>) -> [Fruit] {
    var result: [Fruit] = []
    func walk(_ nodes: [Node]) {
      for node in nodes {
        result.append(node.fruit)
        if expanded.contains(node.fruit.id) { walk(node.children) }
      }
    }
    walk(sections[section])
    return result
  }

  var allIDs: [Int] { sections.indices.flatMap { flattened($0).map(\.fruit.id) } }

  /// Where a node stands: its section and the child indices down to it.
  func locate(_ id: Int) -> (section: Int, route: [Int])? {
    func search(_ nodes: [Node], _ route: [Int]) -> [Int]? {
      for (index, node) in nodes.enumerated() {
        if node.fruit.id == id { return route + [index] }
        if let found = search(node.children, route + [index]) { return found }
      }
      return nil
    }
    for section in sections.indices {
      if let route = search(sections[section], []) { return (section, route) }
    }
    return nil
  }

  func node(_ id: Int) -> Node? {
    guard let (section, route) = locate(id) else { return nil }
    var nodes = sections[section]
    var node = nodes[route[0]]
    for index in route.dropFirst() {
      nodes = node.children
      node = nodes[index]
    }
    return node
  }

  func parent(of id: Int) -> Int? {
    guard let (section, route) = locate(id), route.count > 1 else { return nil }
    var node = sections[section][route[0]]
    for index in route.dropFirst().dropLast() { node = node.children[index] }
    return node.fruit.id
  }

  func subtreeIDs(_ id: Int) -> Set<Int> {
    guard let node = node(id) else { return [] }
    var result: Set<Int> = []
    func walk(_ node: Node) {
      result.insert(node.fruit.id)
      node.children.forEach(walk)
    }
    walk(node)
    return result
  }

  // MARK: Editing

  /// Where a node the reference holds stands: its section, the route to its parent, and its
  /// index among its siblings.
  func place(_ id: Int) -> (section: Int, route: [Int], index: Int) {
    guard let (section, route) = locate(id), let index = route.last else {
      preconditionFailure("the reference holds no item \(id)")
    }
    return (section, Array(route.dropLast()), index)
  }

  /// Edits the sibling array under the route (the top level for an empty route).
  mutating func withSiblings<T>(section: Int, route: [Int], _ body: (inout [Node]) -> T) -> T {
    func descend(_ nodes: inout [Node], _ rest: ArraySlice<Int>) -> T {
      guard let first = rest.first else { return body(&nodes) }
      return descend(&nodes[first].children, rest.dropFirst())
    }
    return descend(&sections[section], route[...])
  }

  @discardableResult
  mutating func remove(_ id: Int) -> Node {
    let (section, route, index) = place(id)
    return withSiblings(section: section, route: route) { $0.remove(at: index) }
  }

  mutating func insert(_ nodes: [Node], before id: Int) {
    let (section, route, index) = place(id)
    withSiblings(section: section, route: route) { $0.insert(contentsOf: nodes, at: index) }
  }

  mutating func insert(_ nodes: [Node], after id: Int) {
    let (section, route, index) = place(id)
    withSiblings(section: section, route: route) { $0.insert(contentsOf: nodes, at: index + 1) }
  }

  mutating func append(_ nodes: [Node], under id: Int) {
    let (section, route, index) = place(id)
    withSiblings(section: section, route: route) { $0[index].children.append(contentsOf: nodes) }
  }

  /// Inserts nodes where a list's position `index` of a section is: before the item there, as
  /// its siblings, or at the top level at the end.
  mutating func insert(_ nodes: [Node], section: Int, at index: Int) {
    let flat = flattened(section)
    if index == flat.count {
      sections[section].append(contentsOf: nodes)
    } else {
      insert(nodes, before: flat[index].fruit.id)
    }
  }

  mutating func replace(_ fruit: Fruit) {
    let (section, route, index) = place(fruit.id)
    withSiblings(section: section, route: route) { $0[index].fruit = fruit }
  }
}
