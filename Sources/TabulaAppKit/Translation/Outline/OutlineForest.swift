/// The rows an outline view shows, as a forest: each row's item and the item it sits under,
/// in the order the rows show.
///
/// `NSOutlineView` addresses rows by parent and child index, not by row: a change reaches it
/// as children inserted, removed or moved under a parent (`nil` for the top level).
@_spi(AppKitUpdates)
public struct OutlineForest: Equatable {
  /// A shown row: its item's identifier and the identifier of the row it sits under.
  public struct Node: Hashable {
    /// The item's identifier.
    public var id: AnyHashable
    /// The identifier of its parent row; `nil` at the top level.
    public var parent: AnyHashable?

    /// Creates a shown row.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - parent: The parent row's identifier, `nil` at the top level.
    public init(id: AnyHashable, parent: AnyHashable?) {
      self.id = id
      self.parent = parent
    }
  }

  /// The children of each row that has some, and of the top level (`nil`), in order.
  var childLists: [AnyHashable?: [AnyHashable]]
  /// The parent of each row (`.some(nil)` at the top level).
  var parentsByID: [AnyHashable: AnyHashable?]
  /// For a forest seen as it was before an edit in place (``earlier(_:)``): the child lists
  /// the edit changed, as they were (`nil`: none).
  var earlierChildLists: [AnyHashable?: [AnyHashable]?] = [:]
  /// Likewise, the parents the edit changed, as they were (`nil`: the row did not show).
  var earlierParents: [AnyHashable: AnyHashable??] = [:]

  /// Creates a forest of no rows.
  public init() {
    childLists = [:]
    parentsByID = [:]
  }

  /// Creates the forest of rows; `nil` if an identifier repeats or a parent does not come
  /// before its children.
  ///
  /// - Parameter nodes: The rows, in the order they show.
  /// - Complexity: O(*n*) for *n* rows.
  public init?(_ nodes: [Node]) {
    var children: [AnyHashable?: [AnyHashable]] = [:]
    var parents: [AnyHashable: AnyHashable?] = [:]
    parents.reserveCapacity(nodes.count)
    for node in nodes {
      guard parents[node.id] == nil, node.parent.map({ parents[$0] != nil }) ?? true else {
        return nil
      }
      parents[node.id] = .some(node.parent)
      children[node.parent, default: []].append(node.id)
    }
    self.childLists = children
    self.parentsByID = parents
  }

  /// The rows, each parent before its children, in the order they show.
  ///
  /// - Complexity: O(*n*) for *n* rows.
  public var nodes: [Node] {
    var nodes: [Node] = []
    var pending = children(of: nil).reversed().map { Node(id: $0, parent: nil) }
    while let node = pending.popLast() {
      nodes.append(node)
      pending += children(of: node.id).reversed().map { Node(id: $0, parent: node.id) }
    }
    return nodes
  }

  /// Whether a row shows: whether the forest holds it.
  public func contains(_ id: AnyHashable) -> Bool { parentEntry(of: id) != nil }

  /// The children shown under a row, or at the top level for `nil`.
  public func children(of parent: AnyHashable?) -> [AnyHashable] { childList(of: parent) ?? [] }

  /// Whether a row shows children under it: whether the outline view has it expanded.
  public func showsChildren(_ id: AnyHashable) -> Bool { childList(of: id) != nil }

  /// Whether two forests show the same rows under the same parents, in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.nodes == rhs.nodes }

  /// The children of a row, `nil` if it shows none.
  func childList(of parent: AnyHashable?) -> [AnyHashable]? {
    if !earlierChildLists.isEmpty, let earlier = earlierChildLists[parent] { return earlier }
    return childLists[parent]
  }

  /// The parent of a row: `.some(nil)` at the top level, `nil` if the row does not show.
  func parentEntry(of id: AnyHashable) -> AnyHashable?? {
    if !earlierParents.isEmpty, let earlier = earlierParents[id] { return earlier }
    return parentsByID[id]
  }
}
