@_spi(AppKitUpdates) import TabulaAppKit

/// A model of how `NSOutlineView` takes item updates, written from Apple's documentation alone
/// (it shares no code with TabulaAppKit's translation, and names items only by identifier):
///
/// - `insertItems(at:inParent:withAnimation:)`: "parallels the `insertRows(at:withAnimation:)`
///   method of `NSTableView`", used "in a way similar to the `insert(_:at:)` method of
///   `NSMutableArray`"; "The method does nothing if `parent` is not expanded"; "The actual item
///   values are determined by the data source's `outlineView(_:child:ofItem:)` method (which
///   is called only after `endUpdates()`"; "Inserting an index beyond what is available throws
///   an exception" (Apple's documentation page of the method).
/// - `removeItems(at:inParent:withAnimation:)`: the same, for removals, like `NSTableView`'s
///   `removeRows`, counted in "the current state displayed" (Apple's documentation pages of
///   both methods). A removed item's children go with it.
/// - `moveItem(at:inParent:to:inParent:)`: "parallels the `moveRow(at:to:)` method of
///   `NSTableView`", which is "similar to removing a row at `oldIndex` and inserting it at
///   `newIndex`, except the same view is used"; "The `newParent` can be the same as
///   `oldParent`" (Apple's documentation). A move into an item that is not expanded is not
///   documented: the model records it as a violation, so the translation must never rely on
///   it.
/// - `expandItem(_:)` reads the item's children from the data source; `collapseItem(_:)` drops
///   them. Children read this way get new views.
///
/// An index out of range or an item that is not there is recorded as a violation.
@MainActor
final class OutlineViewModel: OutlineUpdating {
  /// An item the model shows: its identifier (unknown until the data source is asked), its
  /// view, whether it is expanded, and its children.
  final class Node {
    var id: AnyHashable?
    let view: Int
    var isExpanded = false
    var children: [Node] = []

    init(id: AnyHashable?, view: Int) {
      self.id = id
      self.view = view
    }
  }

  let root = Node(id: nil, view: 0)
  private(set) var violations: [String] = []
  private(set) var calls: [String] = []
  private var nextView = 0
  /// What the data source shows under an item, or at the top level for `nil`, when asked.
  var shownChildren: (AnyHashable?) -> [AnyHashable]

  init(shownChildren: @escaping (AnyHashable?) -> [AnyHashable] = { _ in [] }) {
    self.shownChildren = shownChildren
    root.isExpanded = true
  }

  /// Every shown item, parents first: its identifier, its parent's, its view, whether it is
  /// expanded.
  var rows: [(id: AnyHashable?, parent: AnyHashable?, view: Int, isExpanded: Bool)] {
    var rows: [(id: AnyHashable?, parent: AnyHashable?, view: Int, isExpanded: Bool)] = []
    func visit(_ node: Node) {
      for child in node.children {
        rows.append((child.id, node.id, child.view, child.isExpanded))
        visit(child)
      }
    }
    visit(root)
    return rows
  }

  /// The view of each shown item, by identifier.
  var viewsByID: [AnyHashable: Int] {
    Dictionary(
      rows.compactMap { row in row.id.map { ($0, row.view) } }, uniquingKeysWith: { a, _ in a })
  }

  func reloadData() {
    calls.append("reloadData")
    root.children = load(nil)
  }

  func beginUpdates() {}

  func endUpdates() {
    func name(_ node: Node) {
      let ids = shownChildren(node.id)
      for (index, child) in node.children.enumerated() where child.id == nil {
        guard index < ids.count else {
          return violations.append(
            "child \(index) of \(String(describing: node.id)): the data source has \(ids.count)")
        }
        child.id = ids[index]
      }
      for child in node.children { name(child) }
    }
    name(root)
  }

  func insertItems(at indexes: [Range<Int>], inParent parent: OutlineViewUpdate.Item?) {
    calls.append("insert \(indexes) in \(label(parent))")
    guard let node = find(parent, call: "insertItems") else { return }
    guard node.isExpanded else { return }
    for index in Set(indexes.joined()).sorted() {
      guard index >= 0, index <= node.children.count else {
        return violations.append(
          "insertItems: index \(index) of \(node.children.count) in \(label(parent))")
      }
      node.children.insert(Node(id: nil, view: makeView()), at: index)
    }
  }

  func removeItems(at indexes: [Range<Int>], inParent parent: OutlineViewUpdate.Item?) {
    calls.append("remove \(indexes) in \(label(parent))")
    guard let node = find(parent, call: "removeItems") else { return }
    for index in Set(indexes.joined()).sorted(by: >) {
      guard index >= 0, index < node.children.count else {
        return violations.append(
          "removeItems: index \(index) of \(node.children.count) in \(label(parent))")
      }
      node.children.remove(at: index)
    }
  }

  func moveItem(
    at from: Int, inParent source: OutlineViewUpdate.Item?, to destination: Int,
    inParent target: OutlineViewUpdate.Item?
  ) {
    calls.append("move \(from) in \(label(source)) to \(destination) in \(label(target))")
    guard let old = find(source, call: "moveItem"), let new = find(target, call: "moveItem") else {
      return
    }
    guard from >= 0, from < old.children.count else {
      return violations.append(
        "moveItem: index \(from) of \(old.children.count) in \(label(source))")
    }
    guard new.isExpanded else {
      return violations.append("moveItem: into \(label(target)), which is not expanded")
    }
    let moved = old.children[from]
    guard !contains(moved, new) else {
      return violations.append("moveItem: \(label(target)) is under the item moved")
    }
    old.children.remove(at: from)
    guard destination >= 0, destination <= new.children.count else {
      return violations.append(
        "moveItem: index \(destination) of \(new.children.count) in \(label(target))")
    }
    new.children.insert(moved, at: destination)
  }

  func expandItem(_ id: AnyHashable) {
    calls.append("expand \(id)")
    guard let node = find(.current(id), call: "expandItem") else { return }
    guard !node.isExpanded else { return }
    node.isExpanded = true
    node.children = load(id)
  }

  func collapseItem(_ id: AnyHashable) {
    calls.append("collapse \(id)")
    guard let node = find(.current(id), call: "collapseItem") else { return }
    node.isExpanded = false
    node.children = []
  }

  private func load(_ parent: AnyHashable?) -> [Node] {
    shownChildren(parent).map { Node(id: $0, view: makeView()) }
  }

  /// The one shown item with an identifier: how an item object is found in the view.
  private func find(_ item: OutlineViewUpdate.Item?, call: String) -> Node? {
    guard let item else { return root }
    let id: AnyHashable
    switch item {
    case .current(let current): id = current
    case .departing(let departing): id = departing
    }
    var found: [Node] = []
    func visit(_ node: Node) {
      for child in node.children {
        if child.id == id { found.append(child) }
        visit(child)
      }
    }
    visit(root)
    guard found.count == 1 else {
      violations.append("\(call): \(found.count) items \(id) in the view")
      return nil
    }
    return found[0]
  }

  private func contains(_ node: Node, _ other: Node) -> Bool {
    node === other || node.children.contains { contains($0, other) }
  }

  private func label(_ item: OutlineViewUpdate.Item?) -> String {
    item.map { "\($0)" } ?? "top level"
  }

  private func makeView() -> Int {
    nextView += 1
    return nextView
  }
}
