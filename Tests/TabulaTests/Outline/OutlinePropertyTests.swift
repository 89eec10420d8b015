import PropertyBased
import Tabula
import TabulaTestSupport
import Testing

/// Random outlines, random edits and random expansions, checked after every step against
/// nested arrays (`ReferenceOutline`), which know nothing of levels or preorder.
struct OutlinePropertyTests {
  /// One edit, as raw numbers read against the current state.
  struct Edit: Sendable, CustomStringConvertible {
    var kind: Int
    var a: Int
    var b: Int
    var c: Int
    var description: String { "(\(kind), \(a), \(b), \(c))" }
  }

  static let edits = zip(
    Gen.int(in: 0...11), Gen.int(in: 0...9_999), Gen.int(in: 0...9_999), Gen.int(in: 0...9_999)
  ).map { Edit(kind: $0, a: $1, b: $2, c: $3) }

  /// A snapshot and the nested arrays it must agree with.
  struct Model {
    var snapshot: FruitSnapshot
    var reference: ReferenceOutline
    var nextID = 1_000

    init() throws {
      let sections = [(0..<5).map { Fruit($0) }, (5..<8).map { Fruit($0) }]
      snapshot = try FruitSnapshot(
        sections: sections.enumerated().map { SnapshotSection(Shelf($0.offset), items: $0.element) }
      )
      reference = ReferenceOutline(
        sections: sections.map { $0.map { ReferenceOutline.Node(fruit: $0) } })
    }

    mutating func fresh(_ count: Int) -> [Fruit] {
      defer { nextID += count }
      return (nextID..<(nextID + count)).map { Fruit($0) }
    }

    static func nodes(_ fruits: [Fruit]) -> [ReferenceOutline.Node] {
      fruits.map { ReferenceOutline.Node(fruit: $0) }
    }

    /// Applies `edit` to both; returns a description of what it did, for failure messages.
    mutating func apply(_ edit: Edit) throws {
      let ids = reference.allIDs
      let section = edit.c % 2
      let sectionCount = reference.flattened(section).count
      switch edit.kind {
      case 0 where !ids.isEmpty:  // children appended under an item
        let parent = ids[edit.a % ids.count]
        let new = fresh(edit.b % 3 + 1)
        try snapshot.appendItems(new, under: parent)
        reference.append(Self.nodes(new), under: parent)
      case 1 where !ids.isEmpty:  // siblings before an item
        let target = ids[edit.a % ids.count]
        let new = fresh(edit.b % 2 + 1)
        try snapshot.insertItems(new, beforeItem: target)
        reference.insert(Self.nodes(new), before: target)
      case 2 where !ids.isEmpty:  // siblings after an item, after its descendants
        let target = ids[edit.a % ids.count]
        let new = fresh(edit.b % 2 + 1)
        try snapshot.insertItems(new, afterItem: target)
        reference.insert(Self.nodes(new), after: target)
      case 3 where !ids.isEmpty:  // items deleted, with their subtrees
        let doomed = Set([ids[edit.a % ids.count], ids[edit.b % ids.count]])
        try snapshot.deleteItems(Array(doomed))
        for id in doomed where reference.locate(id) != nil { reference.remove(id) }
      case 4 where !ids.isEmpty:  // a subtree moved under another item
        let (id, parent) = (ids[edit.a % ids.count], ids[edit.b % ids.count])
        if reference.subtreeIDs(id).contains(parent) {
          #expect(throws: FruitError.moveIntoOwnSubtree(id, target: parent)) {
            try snapshot.moveItem(id, under: parent)
          }
        } else {
          try snapshot.moveItem(id, under: parent)
          reference.append([reference.remove(id)], under: parent)
        }
      case 5 where !ids.isEmpty, 6 where !ids.isEmpty:  // a subtree moved beside another item
        let (id, target) = (ids[edit.a % ids.count], ids[edit.b % ids.count])
        let after = edit.kind == 6
        func move() throws {
          if after {
            try snapshot.moveItem(id, afterItem: target)
          } else {
            try snapshot.moveItem(id, beforeItem: target)
          }
        }
        if id == target {
          try move()
        } else if reference.subtreeIDs(id).contains(target) {
          #expect(throws: FruitError.moveIntoOwnSubtree(id, target: target)) { try move() }
        } else {
          try move()
          let node = reference.remove(id)
          if after {
            reference.insert([node], after: target)
          } else {
            reference.insert([node], before: target)
          }
        }
      case 7 where sectionCount > 0:  // the item at a position removed, with its subtree
        let index = edit.a % sectionCount
        let removed = try snapshot.removeItem(at: ItemPath(section: section, item: index))
        #expect(removed == reference.flattened(section)[index].fruit)
        reference.remove(removed.id)
      case 8 where sectionCount > 0:  // the item at a position moved to another, as a table does
        let index = edit.a % sectionCount
        let id = reference.flattened(section)[index].fruit.id
        let target = (section + edit.b) % 2
        var without = reference
        let node = without.remove(id)
        let destination = edit.b % (without.flattened(target).count + 1)
        try snapshot.moveItem(
          at: ItemPath(section: section, item: index),
          to: ItemPath(section: target, item: destination))
        if !(target == section && destination == index) {
          without.insert([node], section: target, at: destination)
          reference = without
        }
      case 9:  // items inserted at a position
        let index = edit.a % (sectionCount + 1)
        let new = fresh(edit.b % 2 + 1)
        try snapshot.insertItems(new, at: ItemPath(section: section, item: index))
        reference.insert(Self.nodes(new), section: section, at: index)
      case 10 where !ids.isEmpty:  // an item's content replaced
        let fruit = Fruit(ids[edit.a % ids.count], "edited \(edit.b)")
        try snapshot.updateItems([fruit])
        reference.replace(fruit)
      case 11:  // items appended at a section's top level
        let new = fresh(edit.b % 2 + 1)
        try snapshot.appendItems(new, toSection: section)
        reference.sections[section] += Self.nodes(new)
      default:
        break
      }
    }

    func compare(after edits: [Edit], expanded: Set<Int>) {
      let context = "after \(edits): \(reference)"
      #expect(snapshot._invariantViolations().isEmpty, "\(context)")
      #expect(snapshot._outlineViolations().isEmpty, "\(context)")
      for section in reference.sections.indices {
        let flat = reference.flattened(section)
        #expect(snapshot.items(inSectionAt: section) == flat.map(\.fruit), "\(context)")
        for (fruit, level) in flat {
          #expect(snapshot.level(of: fruit.id) == level, "level of \(fruit.id) \(context)")
          #expect(snapshot.parent(of: fruit.id) == reference.parent(of: fruit.id), "\(context)")
          let children = reference.node(fruit.id)?.children.map(\.fruit) ?? []
          #expect(snapshot.children(of: fruit.id) == children, "\(context)")
          #expect(snapshot.hasChildren(fruit.id) == !children.isEmpty, "\(context)")
        }
      }
      let visible = snapshot.visibleSnapshot(expanded: expanded)
      #expect(visible._invariantViolations().isEmpty, "\(context)")
      for section in reference.sections.indices {
        #expect(
          visible.items(inSectionAt: section) == reference.visible(section, expanded: expanded),
          "shown with \(expanded.sorted()) expanded, \(context)")
      }
    }
  }

  @Test func `random edits of random outlines agree with nested arrays after every edit`() async {
    let input = zip(Self.edits.array(of: 1...40), Gen.int(in: 0...Int.max))
    await propertyCheck(count: propertyCases(400), input: input) { edits, seed in
      do {
        var model = try Model()
        var random = SeededRandom(seed: seed)
        for (index, edit) in edits.enumerated() {
          try model.apply(edit)
          let ids = model.reference.allIDs
          let expanded = Set(ids.filter { _ in Bool.random(using: &random) })
          model.compare(after: Array(edits[...index]), expanded: expanded)
        }
      } catch {
        Issue.record("edits \(edits) threw \(error)")
      }
    }
  }

  @Test func `an outline's edits as edit operations undo back to the first outline`() async {
    let input = zip(Self.edits.array(of: 5...30), Self.edits.array(of: 1...12))
    await propertyCheck(count: propertyCases(300), input: input) { building, editing in
      do {
        var model = try Model()
        for edit in building { try model.apply(edit) }
        let first = model.snapshot
        var snapshot = first
        var undos: [EditOperation<Shelf, Fruit>] = []
        var applied: [EditOperation<Shelf, Fruit>] = []
        var states = [first]
        for edit in editing {
          guard let operation = Self.operation(edit, on: snapshot, next: 5_000 + undos.count)
          else { continue }
          do {
            undos.append(try operation.apply(to: &snapshot))
            applied.append(operation)
            states.append(snapshot)
          } catch FruitError.moveIntoOwnSubtree {
            #expect(snapshot == states.last, "a failed move changed the outline")
          }
          #expect(snapshot._outlineViolations().isEmpty, "after \(operation)")
        }
        var redos: [EditOperation<Shelf, Fruit>] = []
        for undo in undos.reversed() {
          redos.append(try undo.apply(to: &snapshot))
          states.removeLast()
          #expect(snapshot == states.last, "undo of \(editing) on \(model.reference)")
          #expect(snapshot._outlineViolations().isEmpty)
        }
        #expect(snapshot == first)
        for redo in redos.reversed() { try redo.apply(to: &snapshot) }
        var replayed = first
        for operation in applied { try operation.apply(to: &replayed) }
        #expect(snapshot == replayed, "redo of \(editing)")
      } catch {
        Issue.record("\(building) then \(editing) threw \(error)")
      }
    }
  }

  /// An edit operation of `snapshot` read from raw numbers.
  static func operation(_ edit: Edit, on snapshot: FruitSnapshot, next: Int)
    -> EditOperation<Shelf, Fruit>?
  {
    let ids = snapshot.itemIdentifiers
    let section = edit.c % 2
    let count = snapshot.numberOfItems(inSectionAt: section) ?? 0
    switch edit.kind % 4 {
    case 0 where !ids.isEmpty:
      return .deleteItems([ids[edit.a % ids.count]])
    case 1 where count > 0:
      guard let id = snapshot.items(inSectionAt: section)?[edit.a % count].id else { return nil }
      let subtree = 1 + (snapshot.descendants(of: id)?.count ?? 0)
      let target = (section + edit.b) % 2
      let room =
        (snapshot.numberOfItems(inSectionAt: target) ?? 0) - (target == section ? subtree : 0)
      return .moveItem(id, to: ItemPath(section: target, item: edit.b % (room + 1)))
    case 2:
      return .insertItems([
        PositionedItem(Fruit(next), at: ItemPath(section: section, item: edit.a % (count + 1)))
      ])
    default:
      return ids.isEmpty ? nil : .replaceItem(Fruit(ids[edit.a % ids.count], "changed"))
    }
  }

  @Test func `an undone section delete puts the outline back with its levels`() throws {
    var snapshot = try FruitSnapshot.shelves([[1, 2], [3]])
    try snapshot.appendItems([Fruit(10)], under: 1)
    try snapshot.appendItems([Fruit(11)], under: 10)
    let before = snapshot
    let undo = try EditOperation<Shelf, Fruit>.deleteSections([0]).apply(to: &snapshot)
    try undo.apply(to: &snapshot)
    #expect(snapshot == before)
    #expect(snapshot.level(of: 11) == 2)
  }

  @Test func `a move into the item's own subtree throws and changes nothing`() throws {
    var snapshot = try FruitSnapshot.shelves([[1, 2]])
    try snapshot.appendItems([Fruit(10)], under: 1)
    try snapshot.appendItems([Fruit(11)], under: 10)
    let before = snapshot
    #expect(throws: FruitError.moveIntoOwnSubtree(1, target: 11)) {
      try snapshot.moveItem(1, under: 11)
    }
    #expect(throws: FruitError.moveIntoOwnSubtree(1, target: 10)) {
      try snapshot.moveItem(1, afterItem: 10)
    }
    #expect(snapshot == before)
    #expect(
      "\(FruitError.moveIntoOwnSubtree(1, target: 11))"
        == "Cannot move item '1' to '11', which is in its own subtree")
  }

  @Test func `an outline built from parent links equals the one built by edits`() async {
    let input = zip(Self.edits.array(of: 1...40), Gen.int(in: 0...Int.max))
    await propertyCheck(count: propertyCases(200), input: input) { edits, seed in
      do {
        var model = try Model()
        for edit in edits { try model.apply(edit) }
        // Every item with its parent, the sections' items shuffled as rows of a table come,
        // but each parent's children in their order.
        var random = SeededRandom(seed: seed)
        var built = try FruitSnapshot.shelves([[], []])
        for section in model.reference.sections.indices {
          let flat = model.reference.flattened(section).map(\.fruit)
          let parents = Dictionary(
            uniqueKeysWithValues: flat.map { ($0.id, model.reference.parent(of: $0.id)) })
          var byParent: [Int?: [Fruit]] = [:]
          for fruit in flat { byParent[parents[fruit.id] ?? nil, default: []].append(fruit) }
          var rows: [Fruit] = []
          var queues = Array(byParent.values)
          while !queues.isEmpty {
            let pick = Int.random(in: 0..<queues.count, using: &random)
            rows.append(queues[pick].removeFirst())
            if queues[pick].isEmpty { queues.remove(at: pick) }
          }
          try built.appendItems(rows, toSection: section) { parents[$0.id] ?? nil }
        }
        #expect(built == model.snapshot, "\(model.reference)")
        #expect(built._invariantViolations().isEmpty)
      } catch {
        Issue.record("\(edits) threw \(error)")
      }
    }
  }

  @Test func `parent links to nowhere or in a loop are named, and nothing is appended`() throws {
    var snapshot = try FruitSnapshot.shelves([[1]])
    let before = snapshot
    let parents: [Int: Int] = [2: 1, 3: 9, 4: 8, 5: 6, 6: 5]
    #expect(throws: FruitError.unknownItems([9, 8])) {
      try snapshot.appendItems([Fruit(2), Fruit(3), Fruit(4)], toSection: 0) { parents[$0.id] }
    }
    #expect(throws: FruitError.moveIntoOwnSubtree(5, target: 6)) {
      try snapshot.appendItems([Fruit(2), Fruit(5), Fruit(6)], toSection: 0) { parents[$0.id] }
    }
    do {
      try snapshot.appendItems([Fruit(2), Fruit(1)], toSection: 0) { parents[$0.id] }
      Issue.record("a repeated identifier was appended")
    } catch {
      if case .duplicateIdentifiers(_, let items) = error {
        #expect(items.map(\.id) == [1])
      } else {
        Issue.record("\(error) instead of duplicate identifiers")
      }
    }
    #expect(snapshot == before)
    try snapshot.appendItems([Fruit(7), Fruit(2), Fruit(8)], toSection: 0) {
      [2: 1, 8: 7][$0.id]
    }
    #expect(snapshot.itemIdentifiers == [1, 2, 7, 8])
    #expect(snapshot.level(of: 8) == 1)
  }

  @Test
  func `an insert at a level puts an item under any parent, and never adopts the items after it`()
    throws
  {
    var snapshot = try FruitSnapshot.shelves([[1, 2]])
    try snapshot.appendItems([Fruit(10)], under: 1)
    let under = PositionedItem(Fruit(11), at: ItemPath(section: 0, item: 2), level: 1)
    try EditOperation<Shelf, Fruit>.insertItems([under]).apply(to: &snapshot)
    #expect(snapshot.children(of: 1) == [Fruit(10), Fruit(11)])
    let before = snapshot
    for (path, level) in [(1, 0), (1, 2), (3, 3), (0, 1)] {
      let item = PositionedItem(Fruit(99), at: ItemPath(section: 0, item: path), level: level)
      #expect(throws: FruitError.positionOutOfRange(ItemPath(section: 0, item: path))) {
        try EditOperation<Shelf, Fruit>.insertItems([item]).apply(to: &snapshot)
      }
    }
    #expect(snapshot == before)
  }
}
