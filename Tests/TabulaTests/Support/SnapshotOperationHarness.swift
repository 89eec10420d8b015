import Tabula
import Testing

/// One operation, as raw numbers that ``SnapshotOperationHarness/apply(_:)`` reads against the current state.
struct SnapshotOperation: Sendable, CustomStringConvertible {
  var kind: Int
  var a: Int
  var b: Int
  var c: Int
  var description: String { "(\(kind), \(a), \(b), \(c))" }
}

/// Runs random snapshot operations against a snapshot and a ``ReferenceList`` side by side,
/// expecting the same result or the same error from both.
struct SnapshotOperationHarness {
  var snapshot = FruitSnapshot()
  var model = ReferenceList()
  var nextID = 1

  mutating func fresh() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// An identifier no section or item ever has.
  let unknown = -7

  mutating func apply(_ op: SnapshotOperation) {
    let sectionIDs = model.sections.map(\.id)
    let itemIDs = model.allItems.map(\.id)
    func section(_ n: Int) -> Int {
      sectionIDs.isEmpty ? unknown : sectionIDs[n % sectionIDs.count]
    }
    func item(_ n: Int) -> Int { itemIDs.isEmpty ? unknown : itemIDs[n % itemIDs.count] }
    switch op.kind {
    case 0:
      var new = (0..<(op.a % 3)).map { _ in Shelf(fresh()) }
      if op.b % 5 == 0, !sectionIDs.isEmpty { new.append(Shelf(section(op.c))) }
      expect(sectionsInsertedAt: model.sections.count, new) { try $0.appendSections(new) }
    case 1:
      let anchor = op.c % 7 == 0 ? unknown : section(op.b)
      let new = [Shelf(op.a % 6 == 0 && !sectionIDs.isEmpty ? section(op.a) : fresh())]
      let after = op.a % 2 == 0
      guard let index = model.sectionIndex(of: anchor) else {
        return expect(.unknownSections([anchor])) {
          after
            ? try $0.insertSections(new, afterSection: anchor)
            : try $0.insertSections(new, beforeSection: anchor)
        }
      }
      expect(sectionsInsertedAt: after ? index + 1 : index, new) {
        after
          ? try $0.insertSections(new, afterSection: anchor)
          : try $0.insertSections(new, beforeSection: anchor)
      }
    case 2:
      var ids = (0...(op.a % 3)).map { section(op.b + $0 * op.c) }
      if op.c % 9 == 0 { ids.append(unknown) }
      let missing = model.unknownSections(ids)
      guard missing.isEmpty else {
        return expect(.unknownSections(missing)) { try $0.deleteSections(ids) }
      }
      var next = model
      for id in Set(ids) {
        guard let index = next.sectionIndex(of: id) else { continue }
        next.forgetItems(next.items[index].map(\.id))
        next.reloadedSections.remove(id)
        next.sections.remove(at: index)
        next.items.remove(at: index)
      }
      expect(next) { try $0.deleteSections(ids) }
    case 3:
      let id = op.c % 11 == 0 ? unknown : section(op.a)
      let target = section(op.b)
      let after = op.c % 2 == 0
      let missing = model.unknownSections([id, target])
      guard missing.isEmpty else {
        return expect(.unknownSections(missing)) {
          after
            ? try $0.moveSection(id, afterSection: target)
            : try $0.moveSection(id, beforeSection: target)
        }
      }
      var next = model
      if id != target, let from = next.sectionIndex(of: id) {
        let shelf = next.sections.remove(at: from)
        let list = next.items.remove(at: from)
        let anchor = next.sectionIndex(of: target) ?? 0
        next.sections.insert(shelf, at: after ? anchor + 1 : anchor)
        next.items.insert(list, at: after ? anchor + 1 : anchor)
      }
      expect(next) {
        after
          ? try $0.moveSection(id, afterSection: target)
          : try $0.moveSection(id, beforeSection: target)
      }
    case 4:
      var new = (0..<(op.a % 4)).map { _ in Fruit(fresh()) }
      if op.c % 5 == 0, !itemIDs.isEmpty { new.insert(Fruit(item(op.c)), at: 0) }
      let target: Int? = op.b % 3 == 0 ? nil : (op.c % 9 == 0 ? unknown : section(op.b))
      if let target, model.sectionIndex(of: target) == nil {
        return expect(.unknownSections([target])) { try $0.appendItems(new, toSection: target) }
      }
      guard let index = target.flatMap(model.sectionIndex(of:)) ?? model.sections.indices.last
      else { return expect(.noSection) { try $0.appendItems(new, toSection: target) } }
      let path = ItemPath(section: index, item: model.items[index].count)
      expect(itemsInsertedAt: path, new) { try $0.appendItems(new, toSection: target) }
    case 5:
      let anchor = op.c % 8 == 0 ? unknown : item(op.b)
      var new = (0...(op.a % 2)).map { _ in Fruit(fresh()) }
      if op.a % 7 == 0, !itemIDs.isEmpty { new.append(Fruit(item(op.a))) }
      let after = op.c % 2 == 1
      guard let path = model.path(of: anchor) else {
        return expect(.unknownItems([anchor])) {
          after
            ? try $0.insertItems(new, afterItem: anchor)
            : try $0.insertItems(new, beforeItem: anchor)
        }
      }
      let at = ItemPath(section: path.section, item: after ? path.item + 1 : path.item)
      expect(itemsInsertedAt: at, new) {
        after
          ? try $0.insertItems(new, afterItem: anchor) : try $0.insertItems(new, beforeItem: anchor)
      }
    case 6:
      var ids = (0...(op.a % 3)).map { item(op.b + $0 * op.c) }
      if op.c % 10 == 0 { ids.append(unknown) }
      let missing = model.unknownItems(ids)
      guard missing.isEmpty else {
        return expect(.unknownItems(missing)) { try $0.deleteItems(ids) }
      }
      var next = model
      next.items = next.items.map { list in list.filter { !ids.contains($0.id) } }
      next.forgetItems(ids)
      expect(next) { try $0.deleteItems(ids) }
    case 7:
      let id = op.c % 12 == 0 ? unknown : item(op.a)
      let target = item(op.b)
      let after = op.c % 2 == 0
      let missing = model.unknownItems([id, target])
      guard missing.isEmpty else {
        return expect(.unknownItems(missing)) {
          after ? try $0.moveItem(id, afterItem: target) : try $0.moveItem(id, beforeItem: target)
        }
      }
      var next = model
      if id != target, let from = next.path(of: id) {
        let fruit = next.items[from.section].remove(at: from.item)
        if let anchor = next.path(of: target) {
          next.items[anchor.section].insert(fruit, at: after ? anchor.item + 1 : anchor.item)
        }
      }
      expect(next) {
        after ? try $0.moveItem(id, afterItem: target) : try $0.moveItem(id, beforeItem: target)
      }
    case 8:
      var changed = Array(Set((0...(op.a % 3)).map { item(op.b + $0) })).sorted().map {
        Fruit($0, "changed \(op.c)")
      }
      if op.c % 9 == 0 { changed.append(Fruit(unknown)) }
      let missing = model.unknownItems(changed.map(\.id))
      guard missing.isEmpty else {
        return expect(.unknownItems(missing)) { try $0.updateItems(changed) }
      }
      var next = model
      for fruit in changed {
        if let path = next.path(of: fruit.id) { next.items[path.section][path.item] = fruit }
      }
      expect(next) { try $0.updateItems(changed) }
    case 9:
      let path = ItemPath(section: op.b % (model.sections.count + 1), item: op.c % 6)
      var new = [Fruit(fresh())]
      if op.a % 6 == 0, !itemIDs.isEmpty { new.append(Fruit(item(op.a))) }
      guard path.section < model.sections.count, path.item <= model.items[path.section].count
      else { return expect(.positionOutOfRange(path)) { try $0.insertItems(new, at: path) } }
      expect(itemsInsertedAt: path, new) { try $0.insertItems(new, at: path) }
    case 10:
      let path = ItemPath(section: op.b % (model.sections.count + 1), item: op.c % 5)
      guard path.section < model.sections.count, path.item < model.items[path.section].count
      else { return expect(.positionOutOfRange(path)) { _ = try $0.removeItem(at: path) } }
      var next = model
      let removed = next.items[path.section].remove(at: path.item)
      next.forgetItems([removed.id])
      expect(next) { _ = try $0.removeItem(at: path) }
    case 11:
      let count = model.sections.count
      let source = ItemPath(section: op.a % (count + 1), item: op.b % 5)
      let destination = ItemPath(section: op.c % (count + 1), item: (op.a / 7) % 6)
      guard source.section < count, source.item < model.items[source.section].count else {
        return expect(.positionOutOfRange(source)) { try $0.moveItem(at: source, to: destination) }
      }
      var next = model
      let fruit = next.items[source.section].remove(at: source.item)
      guard destination.section < count, destination.item <= next.items[destination.section].count
      else {
        return expect(.positionOutOfRange(destination)) {
          try $0.moveItem(at: source, to: destination)
        }
      }
      next.items[destination.section].insert(fruit, at: destination.item)
      expect(next) { try $0.moveItem(at: source, to: destination) }
    case 12:
      var next = model
      switch op.a % 3 {
      case 0:
        let ids = [item(op.b), op.c % 6 == 0 ? unknown : item(op.c)]
        let missing = model.unknownItems(ids)
        guard missing.isEmpty else {
          return expect(.unknownItems(missing)) { try $0.reloadItems(ids) }
        }
        next.reloadedItems.formUnion(ids)
        expect(next) { try $0.reloadItems(ids) }
      case 1:
        let ids = [item(op.b)]
        let missing = model.unknownItems(ids)
        guard missing.isEmpty else {
          return expect(.unknownItems(missing)) { try $0.reconfigureItems(ids) }
        }
        next.reconfiguredItems.formUnion(ids)
        expect(next) { try $0.reconfigureItems(ids) }
      default:
        let ids = [section(op.b)]
        let missing = model.unknownSections(ids)
        guard missing.isEmpty else {
          return expect(.unknownSections(missing)) { try $0.reloadSections(ids) }
        }
        next.reloadedSections.formUnion(ids)
        expect(next) { try $0.reloadSections(ids) }
      }
    case 13 where op.a % 5 == 0:
      snapshot.deleteAllItems()
      model = ReferenceList()
    default:
      let shelf = Shelf(op.c % 4 == 0 ? unknown : section(op.b), "renamed \(op.a)")
      guard let index = model.sectionIndex(of: shelf.id) else {
        return expect(.unknownSections([shelf.id])) { try $0.updateSections([shelf]) }
      }
      var next = model
      next.sections[index] = shelf
      expect(next) { try $0.updateSections([shelf]) }
    }
  }

  /// Runs an operation expected to succeed with `next` as the result.
  mutating func expect(_ next: ReferenceList, _ body: (inout FruitSnapshot) throws -> Void) {
    do {
      try body(&snapshot)
      model = next
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  /// Runs an operation expected to throw exactly `error` and change nothing.
  mutating func expect(_ error: FruitError, _ body: (inout FruitSnapshot) throws -> Void) {
    let before = snapshot
    let marks = (snapshot.reloadedItemIdentifiers, snapshot.reconfiguredItemIdentifiers)
    #expect(throws: error) { try body(&snapshot) }
    #expect(snapshot == before)
    #expect(marks == (snapshot.reloadedItemIdentifiers, snapshot.reconfiguredItemIdentifiers))
  }

  mutating func expect(
    sectionsInsertedAt index: Int, _ new: [Shelf], _ body: (inout FruitSnapshot) throws -> Void
  ) {
    var next = model
    next.sections.insert(contentsOf: new, at: index)
    next.items.insert(contentsOf: new.map { _ in [] }, at: index)
    if let duplicates = ReferenceList.duplicates(sections: next.sections, items: next.items) {
      return expect(duplicates, body)
    }
    expect(next, body)
  }

  mutating func expect(
    itemsInsertedAt path: ItemPath, _ new: [Fruit], _ body: (inout FruitSnapshot) throws -> Void
  ) {
    var next = model
    next.items[path.section].insert(contentsOf: new, at: path.item)
    if let duplicates = ReferenceList.duplicates(sections: next.sections, items: next.items) {
      return expect(duplicates, body)
    }
    expect(next, body)
  }

  func compare(after operation: SnapshotOperation) {
    let context = Comment(rawValue: "after \(operation)")
    #expect(snapshot._invariantViolations() == [], context)
    #expect(snapshot.sections == model.sections, context)
    #expect(snapshot.numberOfSections == model.sections.count, context)
    #expect(snapshot.numberOfItems == model.allItems.count, context)
    #expect(snapshot.items == model.allItems, context)
    #expect(snapshot.itemIdentifiers == model.allItems.map(\.id), context)
    #expect(snapshot.sectionIdentifiers == model.sections.map(\.id), context)
    #expect(snapshot.reloadedItemIdentifiers == model.reloadedItems, context)
    #expect(snapshot.reconfiguredItemIdentifiers == model.reconfiguredItems, context)
    #expect(snapshot.reloadedSectionIdentifiers == model.reloadedSections, context)
    for (index, shelf) in model.sections.enumerated() {
      #expect(snapshot.index(ofSection: shelf.id) == index, context)
      #expect(snapshot.section(id: shelf.id) == shelf, context)
      #expect(snapshot.section(at: index) == shelf, context)
      #expect(snapshot.numberOfItems(inSection: shelf.id) == model.items[index].count, context)
      #expect(snapshot.items(inSectionAt: index) == model.items[index], context)
      for (position, fruit) in model.items[index].enumerated() {
        let path = ItemPath(section: index, item: position)
        #expect(snapshot.path(of: fruit.id) == path, context)
        #expect(snapshot.item(id: fruit.id) == fruit, context)
        #expect(snapshot.item(at: path) == fruit, context)
        #expect(snapshot.sectionIdentifier(containingItem: fruit.id) == shelf.id, context)
      }
      #expect(snapshot.item(at: ItemPath(section: index, item: model.items[index].count)) == nil)
    }
    #expect(snapshot.path(of: unknown) == nil, context)
    #expect(snapshot.section(at: model.sections.count) == nil, context)
  }
}
