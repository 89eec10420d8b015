import PropertyBased
import Tabula
import Testing

/// Random edits of sections large enough that their item trees split, merge and run out of
/// labels, checked against plain arrays after every edit.
struct SnapshotLargeSectionPropertyTests {
  /// One edit, as raw numbers read against the current state.
  struct Edit: Sendable, CustomStringConvertible {
    var kind: Int
    var a: Int
    var b: Int
    var description: String { "(\(kind), \(a), \(b))" }
  }

  static let edits = zip(Gen.int(in: 0...5), Gen.int(in: 0...99_999), Gen.int(in: 0...99_999))
    .map { Edit(kind: $0, a: $1, b: $2) }

  /// A snapshot and the arrays it must equal.
  struct Model {
    var snapshot: FruitSnapshot
    var sections: [[Fruit]]
    var nextID = 100_000

    init() throws {
      sections = [(0..<6_000).map { Fruit($0) }, (6_000..<8_000).map { Fruit($0) }]
      snapshot = try FruitSnapshot(
        sections: sections.enumerated().map { SnapshotSection(Shelf($0.offset), items: $0.element) }
      )
    }

    mutating func fresh(_ count: Int) -> [Fruit] {
      defer { nextID += count }
      return (nextID..<(nextID + count)).map { Fruit($0) }
    }

    mutating func apply(_ edit: Edit) throws {
      let section = edit.a % sections.count
      let count = sections[section].count
      switch edit.kind {
      case 0:  // a run of items inserted anywhere, the end included
        let new = fresh(edit.b % 360 + 1)
        let index = edit.a % (count + 1)
        try snapshot.insertItems(new, at: ItemPath(section: section, item: index))
        sections[section].insert(contentsOf: new, at: index)
      case 1:  // many single inserts at one place: labels run out there
        let index = edit.b % (count + 1)
        for fruit in fresh(edit.a % 600 + 1) {
          try snapshot.insertItems([fruit], at: ItemPath(section: section, item: index))
          sections[section].insert(fruit, at: index)
        }
      case 2 where count > 0:  // a run of items deleted by identifier
        let start = edit.b % count
        let end = min(count, start + edit.a % 1_600 + 1)
        try snapshot.deleteItems(sections[section][start..<end].map(\.id))
        sections[section].removeSubrange(start..<end)
      case 3 where count > 0:  // a move, within or across sections
        let target = edit.b % sections.count
        let source = edit.b % count
        let fruit = sections[section].remove(at: source)
        let destination = edit.a % (sections[target].count + 1)
        sections[target].insert(fruit, at: destination)
        try snapshot.moveItem(
          at: ItemPath(section: section, item: source),
          to: ItemPath(section: target, item: destination))
      case 4 where count > 0:  // a replacement in place
        let index = edit.b % count
        let fruit = Fruit(sections[section][index].id, "edited \(edit.a)")
        try snapshot.updateItems([fruit])
        sections[section][index] = fruit
      case 5 where count > 0:  // single removals
        for _ in 0..<(edit.a % 400 + 1) where !sections[section].isEmpty {
          let index = edit.b % sections[section].count
          try snapshot.removeItem(at: ItemPath(section: section, item: index))
          sections[section].remove(at: index)
        }
      default:
        break
      }
    }

    func compare(after edit: Edit) {
      #expect(snapshot._invariantViolations().isEmpty, "after \(edit)")
      for (index, fruits) in sections.enumerated() {
        #expect(snapshot.items(inSectionAt: index) == fruits, "section \(index) after \(edit)")
      }
      #expect(snapshot.numberOfItems == sections.reduce(0) { $0 + $1.count })
    }
  }

  @Test func `random edits of large sections agree with arrays after every edit`() async {
    await propertyCheck(count: propertyCases(60), input: Self.edits.array(of: 1...12)) { edits in
      do {
        var model = try Model()
        for edit in edits {
          try model.apply(edit)
          model.compare(after: edit)
        }
      } catch {
        Issue.record("edits \(edits) threw \(error)")
      }
    }
  }

  @Test func `thousands of inserts at one place keep every position right`() throws {
    var model = try Model()
    // Section 0 (148 is even), 149 inserts a round, each before the same item.
    let edit = Edit(kind: 1, a: 148, b: 3_000)
    let rounds = propertyCases(40)
    for round in 0..<rounds {
      try model.apply(edit)
      if round % 10 == 9 || round == rounds - 1 { model.compare(after: edit) }
    }
    #expect(model.sections[0].count == 6_000 + rounds * 149)
    let probe = try #require(model.sections[0].last)
    #expect(
      model.snapshot.path(of: probe.id) == ItemPath(section: 0, item: 6_000 + rounds * 149 - 1))
  }
}
