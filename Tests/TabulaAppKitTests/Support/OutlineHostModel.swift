@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit

/// An outline view as ``OutlineSurface`` sees it, naming items by object as `NSOutlineView`
/// does: it holds the objects the data source hands it (`outlineView(_:child:ofItem:)`), reads
/// the children of an item when it is expanded and, for inserted rows, once the updates end
/// (Apple's documentation of `insertItems(at:inParent:withAnimation:)`). A call naming an
/// object it does not hold is recorded as a violation.
@MainActor
final class OutlineHostModel: OutlineViewHosting {
  /// A row: the object the data source gave for it, and its children if expanded.
  final class Node {
    var item: OutlineItemObject?
    var isExpanded = false
    var children: [Node] = []

    init(item: OutlineItemObject?) {
      self.item = item
    }
  }

  weak var surface: OutlineSurface?
  let root = Node(item: nil)
  private(set) var violations: [String] = []
  private(set) var calls: [String] = []
  private var selected: [ObjectIdentifier] = []

  init() {
    root.isExpanded = true
  }

  /// Each shown row, parents first: its object and its parent's.
  var rows: [(item: OutlineItemObject, parent: OutlineItemObject?)] {
    var rows: [(item: OutlineItemObject, parent: OutlineItemObject?)] = []
    func visit(_ node: Node) {
      for child in node.children {
        if let item = child.item { rows.append((item, node.item)) }
        visit(child)
      }
    }
    visit(root)
    return rows
  }

  /// The identifiers of the shown rows, parents first.
  var shownIDs: [AnyHashable] { rows.map(\.item.id) }

  func beginUpdates() {}

  func endUpdates() {
    func name(_ node: Node) {
      for (index, child) in node.children.enumerated() where child.item == nil {
        child.item = surface?.child(index, of: node.item)
      }
      for child in node.children { name(child) }
    }
    name(root)
  }

  func reloadData() {
    calls.append("reloadData")
    root.children = load(nil)
  }

  func insertItems(at indexes: [Range<Int>], inParent parent: OutlineItemObject?) {
    calls.append("insert \(indexes) in \(label(parent))")
    guard let node = find(parent), node.isExpanded else { return }
    for index in Set(indexes.joined()).sorted() where index <= node.children.count {
      node.children.insert(Node(item: nil), at: index)
    }
  }

  func removeItems(at indexes: [Range<Int>], inParent parent: OutlineItemObject?) {
    calls.append("remove \(indexes) in \(label(parent))")
    guard let node = find(parent) else { return }
    for index in Set(indexes.joined()).sorted(by: >) where index < node.children.count {
      node.children.remove(at: index)
    }
  }

  func moveItem(
    at from: Int, inParent source: OutlineItemObject?, to destination: Int,
    inParent target: OutlineItemObject?
  ) {
    calls.append("move \(from) in \(label(source)) to \(destination) in \(label(target))")
    guard let old = find(source), let new = find(target), from < old.children.count else {
      return violations.append("moveItem: \(from) in \(label(source))")
    }
    new.children.insert(old.children.remove(at: from), at: min(destination, new.children.count))
  }

  func expandItem(_ item: OutlineItemObject) {
    calls.append("expand \(item.id)")
    guard let node = find(item), !node.isExpanded else { return }
    node.isExpanded = true
    node.children = load(item)
  }

  func collapseItem(_ item: OutlineItemObject) {
    calls.append("collapse \(item.id)")
    guard let node = find(item) else { return }
    node.isExpanded = false
    node.children = []
  }

  var selectedItems: [OutlineItemObject] {
    rows.map(\.item).filter { selected.contains(ObjectIdentifier($0)) }
  }

  func selectItem(_ item: OutlineItemObject) {
    if find(item) != nil { selected.append(ObjectIdentifier(item)) }
  }

  func deselectItem(_ item: OutlineItemObject) {
    selected.removeAll { $0 == ObjectIdentifier(item) }
  }

  /// The user clicks rows: the selection becomes their objects.
  func userSelects(_ items: [OutlineItemObject]) {
    selected = items.map(ObjectIdentifier.init)
  }

  func registerCellView(_ registration: AnyCellRegistration) {}
  func makeCellView(reuseIdentifier: String, for path: ItemPath) -> AnyObject { EntryCell() }

  private func load(_ parent: OutlineItemObject?) -> [Node] {
    guard let surface else { return [] }
    return (0..<surface.numberOfChildren(of: parent)).map {
      Node(item: surface.child($0, of: parent))
    }
  }

  /// The row of an object the view holds, found by identity.
  private func find(_ item: OutlineItemObject?) -> Node? {
    guard let item else { return root }
    var found: [Node] = []
    func visit(_ node: Node) {
      for child in node.children {
        if child.item === item { found.append(child) }
        visit(child)
      }
    }
    visit(root)
    guard found.count == 1 else {
      violations.append("\(found.count) rows hold the object of \(item.id)")
      return nil
    }
    return found[0]
  }

  private func label(_ item: OutlineItemObject?) -> String {
    item.map { "\($0.id)" } ?? "top level"
  }
}

/// A list data source driving an ``OutlineSurface`` over ``OutlineHostModel``.
@MainActor
struct OutlineSurfaceFixture {
  let host = OutlineHostModel()
  let surface = OutlineSurface()
  let dataSource: ListDataSource<Group, Entry>

  init(_ snapshot: EntrySnapshot, expanded: [Int] = []) {
    host.surface = surface
    surface.view = host
    dataSource = ListDataSource(surface: surface, registration: .entries, diagnostics: .ignore)
    dataSource.apply(snapshot, animated: false)
    dataSource.expand(expanded, animated: false)
  }

  /// The object the view holds for the row with an identifier.
  func object(_ id: Int) -> OutlineItemObject? {
    host.rows.first { $0.item.id == AnyHashable(id) }?.item
  }
}
