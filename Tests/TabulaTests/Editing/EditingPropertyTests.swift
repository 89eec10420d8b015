import Foundation
import PropertyBased
import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// Random edit sequences on random sectioned lists, undone and redone through a headless view.
@MainActor
struct EditingPropertyTests {
  /// How many edit sequences to run: 10,000 by default, `TABULA_EDIT_SEQUENCES` to run more
  /// or fewer.
  static let sequenceCount =
    ProcessInfo.processInfo.environment["TABULA_EDIT_SEQUENCES"]
    .flatMap(Int.init) ?? 10_000

  /// A random edit that applies to `snapshot`, or `nil` if none does.
  static func randomEdit(
    for snapshot: FruitSnapshot, using random: inout SeededRandom, nextID: inout Int
  ) -> FruitEdit? {
    let ids = snapshot.itemIdentifiers
    let sections = snapshot.sectionIdentifiers
    func anyItem() -> Int? { ids.randomElement(using: &random) }
    func anyPath(forInsert: Bool) -> ItemPath? {
      guard !sections.isEmpty else { return nil }
      let section = Int.random(in: 0..<sections.count, using: &random)
      let count = snapshot.numberOfItems(inSectionAt: section) ?? 0
      return ItemPath(
        section: section,
        item: Int.random(in: 0...max(count - (forInsert ? 0 : 1), 0), using: &random))
    }
    func fresh() -> Int {
      nextID += 1
      return nextID
    }
    switch Int.random(in: 0..<9, using: &random) {
    case 0:
      guard let path = anyPath(forInsert: true) else { return nil }
      return .insertItems([PositionedItem(Fruit(fresh()), at: path)])
    case 1:
      guard let id = anyItem() else { return nil }
      return .deleteItems([id] + (anyItem().map { [$0] } ?? []))
    case 2:
      guard let id = anyItem(), var path = anyPath(forInsert: true) else { return nil }
      if snapshot.sectionIndex(containingItem: id) == path.section {
        path.item = min(path.item, (snapshot.numberOfItems(inSectionAt: path.section) ?? 1) - 1)
      }
      return .moveItem(id, to: path)
    case 3:
      guard let id = anyItem() else { return nil }
      return .replaceItem(Fruit(id, "edited \(fresh())"))
    case 4:
      let index = Int.random(in: 0...sections.count, using: &random)
      let section = SnapshotSection(
        Shelf(fresh()),
        items: (0..<Int.random(in: 0...3, using: &random)).map { _ in Fruit(fresh()) })
      return .insertSections([PositionedSection(section, at: index)])
    case 5:
      guard let id = sections.randomElement(using: &random) else { return nil }
      return .deleteSections([id])
    case 6:
      guard let id = sections.randomElement(using: &random) else { return nil }
      return .moveSection(id, to: Int.random(in: 0..<sections.count, using: &random))
    case 7:
      guard let id = sections.randomElement(using: &random) else { return nil }
      return .replaceSection(Shelf(id, "renamed \(fresh())"))
    default:
      var edits: [FruitEdit] = []
      var scratch = snapshot
      for _ in 0..<2 {
        guard let edit = randomEdit(for: scratch, using: &random, nextID: &nextID),
          (try? edit.apply(to: &scratch)) != nil
        else { continue }
        edits.append(edit)
      }
      return .group(edits)
    }
  }

  @Test func `undoing every step returns the original, redoing returns the final`() async {
    let cases = propertyCases(Self.sequenceCount)
    await propertyCheck(count: cases, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      let (original, _) = try RandomSnapshots.pair(seed: seed, maxSections: 6, maxItems: 12)
      let list = EditableList(original)
      let (view, dataSource) = HeadlessListView.showingFruits(original, visibleRowLimit: 8)
      let token = list.observe { dataSource.apply($0) }
      var nextID = 1_000_000
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        guard let edit = Self.randomEdit(for: list.snapshot, using: &random, nextID: &nextID)
        else { continue }
        try list.perform(edit, named: "Edit")
      }
      let final = list.snapshot
      while list.history.canUndo { try list.undo() }
      #expect(list.snapshot == original, "seed \(seed)")
      #expect(view.shownTokens == original.items.map { ItemToken($0) }, "seed \(seed)")
      while list.history.canRedo { try list.redo() }
      #expect(list.snapshot == final, "seed \(seed)")
      #expect(view.shownTokens == final.items.map { ItemToken($0) }, "seed \(seed)")
      #expect(view.problems.isEmpty, "seed \(seed): \(view.problems)")
      #expect(dataSource.updateCounts.reloads == 1, "seed \(seed): only the first load")
      token.cancel()
    }
  }
}
