import PropertyBased
@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import Testing

/// Random outlines of one or two sections, some rows expanded, one row dragged (or the
/// selection it is part of, rows under dragged rows among them) to random places AppKit could
/// propose, driven as `NSOutlineView` drives its data source (``OutlineDragFixture``), against
/// a model that walks the tree.
@MainActor
struct OutlineDraggingPropertyTests {
  /// A row of the model's outline and the rows under it.
  struct Node {
    var id: Int
    var children: [Node] = []
  }

  /// An outline: its sections' top-level rows, and the expanded rows.
  struct Model {
    var sections: [[Node]]
    var expanded: Set<Int>

    /// Each row, parents first, with its section and parent.
    var all: [(id: Int, section: Int, parent: Int?)] {
      var rows: [(id: Int, section: Int, parent: Int?)] = []
      func visit(_ node: Node, _ section: Int, _ parent: Int?) {
        rows.append((node.id, section, parent))
        for child in node.children { visit(child, section, node.id) }
      }
      for (section, roots) in sections.enumerated() {
        for root in roots { visit(root, section, nil) }
      }
      return rows
    }

    /// The rows shown, parents first, with their sections: rows under collapsed ones hidden.
    var shown: [(id: Int, section: Int)] {
      var rows: [(id: Int, section: Int)] = []
      func visit(_ node: Node, _ section: Int) {
        rows.append((node.id, section))
        if expanded.contains(node.id) { for child in node.children { visit(child, section) } }
      }
      for (section, roots) in sections.enumerated() {
        for root in roots { visit(root, section) }
      }
      return rows
    }

    func node(_ id: Int) -> Node? {
      func find(_ nodes: [Node]) -> Node? {
        for node in nodes {
          if node.id == id { return node }
          if let found = find(node.children) { return found }
        }
        return nil
      }
      return find(sections.flatMap { $0 })
    }

    /// The children a row shows, or the top-level rows of every section for `nil`.
    func shownChildren(of parent: Int?) -> [Int] {
      guard let parent else { return sections.flatMap { $0.map(\.id) } }
      return expanded.contains(parent) ? (node(parent)?.children.map(\.id) ?? []) : []
    }

    func descendants(of id: Int) -> Set<Int> {
      var ids = Set<Int>()
      func collect(_ node: Node) {
        for child in node.children {
          ids.insert(child.id)
          collect(child)
        }
      }
      node(id).map(collect)
      return ids
    }

    /// The snapshot of the outline.
    func snapshot() throws -> EntrySnapshot {
      var snapshot = try EntrySnapshot(
        sections: sections.enumerated().map { index, roots in
          SnapshotSection(Group(index), items: roots.map { Entry($0.id) })
        })
      for row in all where row.parent != nil {
        if let parent = row.parent { try snapshot.appendItems([Entry(row.id)], under: parent) }
      }
      return snapshot
    }

    /// The outline as ``OutlineDragFixture/providerOutline`` reads a provider's.
    var lines: [[String]] {
      sections.indices.map { section in
        all.filter { $0.section == section }.map { row in
          row.parent.map { "\(row.id)<\($0)" } ?? "\(row.id)"
        }
      }
    }

    /// Where a drop at a place puts the dragged rows, as the data source's rule says: before
    /// a shown row, as its sibling (`next`), or at the end of a section's top level; `nil`
    /// for a place that is not in the outline or is refused.
    func landing(of place: (parent: Int?, index: Int), dragging ids: [Int])
      -> (next: Int?, section: Int)?
    {
      let shown = self.shown
      let shownIDs = shown.map(\.id)
      if let parent = place.parent, !shownIDs.contains(parent) { return nil }
      let children = shownChildren(of: place.parent)
      func after(_ row: Int) -> (next: Int?, section: Int)? {
        guard let index = shownIDs.firstIndex(of: row) else { return nil }
        var last = index
        while last + 1 < shown.count, isUnder(shown[last + 1].id, row) { last += 1 }
        let section = shown[index].section
        let next = last + 1 < shown.count && shown[last + 1].section == section
        return (next ? shown[last + 1].id : nil, section)
      }
      var gap: (next: Int?, section: Int)
      switch place.index {
      case children.indices:
        gap = (children[place.index], sectionOf(children[place.index]))
      case -1 where place.parent != nil:
        guard let parent = place.parent else { return nil }
        let first = children.first ?? parent
        gap = (first, sectionOf(first))
      case -1, children.count:
        guard let parent = place.parent else {
          guard let last = shown.last else { return nil }
          gap = (nil, last.section)
          break
        }
        guard let end = after(parent) else { return nil }
        gap = end
      default:
        return nil
      }
      while let next = gap.next, ids.contains(next) {
        // Counted once the dragged rows are taken out: the row after one follows the drop.
        guard let index = shownIDs.firstIndex(of: next) else { return nil }
        let section = shown[index].section
        gap.next =
          index + 1 < shown.count && shown[index + 1].section == section
          ? shown[index + 1].id : nil
      }
      if let next = gap.next, ids.contains(where: { descendants(of: $0).contains(next) }) {
        return nil
      }
      return gap
    }

    func sectionOf(_ id: Int) -> Int { all.first { $0.id == id }?.section ?? -1 }

    /// The shown row that follows a row and the rows shown under it, in its section.
    func following(_ id: Int) -> Int? {
      let shown = self.shown
      guard var index = shown.firstIndex(where: { $0.id == id }) else { return nil }
      let section = shown[index].section
      index += 1
      while index < shown.count, isUnder(shown[index].id, id) { index += 1 }
      return index < shown.count && shown[index].section == section ? shown[index].id : nil
    }

    /// Whether a drop at `landing` leaves the row where it stands: before the row that
    /// already follows it, or at the end of its section when nothing does. The data source
    /// then moves nothing, at whatever level (`Snapshot.moveItem(at:to:)`: "moving it to where
    /// it stands changes nothing").
    func stays(_ id: Int, at landing: (next: Int?, section: Int)) -> Bool {
      landing.next == following(id) && landing.section == sectionOf(id)
    }

    func isUnder(_ row: Int, _ ancestor: Int) -> Bool { descendants(of: ancestor).contains(row) }

    /// The outline once the dragged rows whose ancestors are not dragged move to `landing`,
    /// one after another in list order, each with its children; a row that would land where it
    /// stands stays, at its level.
    func dropping(_ ids: [Int], at landing: (next: Int?, section: Int)) -> Model {
      let roots = ids.filter { id in !ids.contains { isUnder(id, $0) } }
      return roots.reduce(self) { model, id in
        model.stays(id, at: landing) ? model : model.moving(id, to: landing)
      }
    }

    /// The outline once `id` moves, with its children, before `next` or to the end of a
    /// section's top level.
    func moving(_ id: Int, to landing: (next: Int?, section: Int)) -> Model {
      var model = self
      guard let moved = node(id) else { return model }
      func remove(_ nodes: inout [Node]) {
        nodes.removeAll { $0.id == id }
        for index in nodes.indices { remove(&nodes[index].children) }
      }
      for index in model.sections.indices { remove(&model.sections[index]) }
      guard let next = landing.next else {
        model.sections[landing.section].append(moved)
        return model
      }
      func insert(_ nodes: inout [Node]) -> Bool {
        if let index = nodes.firstIndex(where: { $0.id == next }) {
          nodes.insert(moved, at: index)
          return true
        }
        for index in nodes.indices where insert(&nodes[index].children) { return true }
        return false
      }
      for index in model.sections.indices where insert(&model.sections[index]) { break }
      return model
    }
  }

  static func randomModel(_ random: inout SeededRandom) -> Model {
    var nextID = 0
    func nodes(depth: Int) -> [Node] {
      (0..<Int.random(in: 0...(depth == 0 ? 4 : 3), using: &random)).map { _ in
        nextID += 1
        let id = nextID
        let children = depth < 2 && random.chance(0.5) ? nodes(depth: depth + 1) : []
        return Node(id: id, children: children)
      }
    }
    let sections = (0..<Int.random(in: 1...2, using: &random)).map { _ in nodes(depth: 0) }
    var model = Model(sections: sections, expanded: [])
    model.expanded = Set(model.all.map(\.id).filter { _ in random.chance(0.7) })
    return model
  }

  @Test
  func
    `a drop lands where the model puts it, a refused one changes nothing, and every place shown is in the outline`()
    async
  {
    let seeds = Gen.int(in: 0...Int(Int32.max))
    await propertyCheck(
      count: propertyCases(3_000, variable: "TABULA_OUTLINE_DRAG_CASES"), input: seeds
    ) { seed in
      var random = SeededRandom(seed: seed)
      let model = Self.randomModel(&random)
      let outline = OutlineDragFixture(
        try model.snapshot(), expanded: Array(model.expanded).sorted())
      let shown = model.shown.map(\.id)
      #expect(outline.host.shownIDs == shown.map { AnyHashable($0) }, "seed \(seed)")
      guard let lifted = shown.randomElement(using: &random) else { return }
      let selected = random.chance(0.2) ? shown.filter { _ in random.chance(0.3) } : []
      outline.select(selected)
      let parent = random.chance(0.3) ? nil : shown.randomElement(using: &random)
      let index = Int.random(
        in: -1...(model.shownChildren(of: parent).count + 1), using: &random)
      let place = OutlineDrop.child(index, of: parent)
      let before = outline.providerOutline
      let from = outline.position(lifted)
      let outcome = outline.drag(lifted, to: place)
      let context =
        "seed \(seed): \(model.lines), expanded \(model.expanded.sorted()), "
        + "\(lifted) to \(place), selected \(selected)"
      let dragsSeveral = selected.count > 1 && selected.contains(lifted)
      #expect(outcome.dragged.count == (dragsSeveral ? selected.count : 1), "\(context)")
      if let shownPlace = outcome.shown {
        #expect(shownPlace.childIndex != OutlineDrop.onItem, "\(context)")
        let parentID = shownPlace.parent.flatMap { $0.base as? Int }
        #expect(shownPlace.parent == nil || shown.contains(parentID ?? -1), "\(context)")
        #expect(
          (0...model.shownChildren(of: parentID).count).contains(shownPlace.childIndex),
          "\(context): shown \(shownPlace)")
      }
      let dragged = dragsSeveral ? selected : [lifted]
      guard let landing = model.landing(of: (parent, index), dragging: dragged) else {
        #expect(outcome.shown == nil, "\(context)")
        #expect(outline.providerOutline == before, "\(context)")
        return
      }
      #expect(outcome.accepted == true, "\(context)")
      #expect(outline.providerOutline == model.dropping(dragged, at: landing).lines, "\(context)")
      #expect(outline.host.violations.isEmpty, "\(context)")
      // The place AppKit showed is where one row landed: under that parent, at that index once
      // the row is taken out of the siblings before it.
      if !dragsSeveral, let shownPlace = outcome.shown, let from {
        let before = from.parent == shownPlace.parent && from.index < shownPlace.childIndex
        let landed = outline.position(lifted)
        #expect(
          landed?.parent == shownPlace.parent, "\(context): landed \(String(describing: landed))")
        #expect(
          landed?.index == shownPlace.childIndex - (before ? 1 : 0),
          "\(context): landed \(String(describing: landed))")
      }
    }
  }
}
