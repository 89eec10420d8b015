import PropertyBased
import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// Snapshots derived from another by a few item edits, compared through the edits' journal
/// and in full: the same deletes, inserts and updates, moves that reach the target, and a plan
/// that a headless view accepts.
@MainActor
struct IncrementalDifferencePropertyTests {
  /// A random snapshot and one derived from it by 1 to 12 random item edits.
  static func derivedPair(seed: Int) throws -> (old: FruitSnapshot, new: FruitSnapshot) {
    let (old, _) = try RandomSnapshots.pair(seed: seed)
    var random = SeededRandom(seed: seed ^ 0x5EED)
    var new = old
    var nextID = 1_000_000
    for _ in 0..<Int.random(in: 1...12, using: &random) {
      let ids = new.itemIdentifiers
      let sections = new.numberOfSections
      guard sections > 0 else { break }
      let section = Int.random(in: 0..<sections, using: &random)
      let count = new.numberOfItems(inSectionAt: section) ?? 0
      switch Int.random(in: 0...5, using: &random) {
      case 0:
        let run = (0..<Int.random(in: 1...3, using: &random)).map { offset in
          Fruit(nextID + offset)
        }
        nextID += run.count
        let index = Int.random(in: 0...count, using: &random)
        try new.insertItems(run, at: ItemPath(section: section, item: index))
      case 1 where !ids.isEmpty:
        try new.deleteItems([try #require(ids.randomElement(using: &random))])
      case 2 where !ids.isEmpty:
        let id = try #require(ids.randomElement(using: &random))
        let target = try #require(ids.randomElement(using: &random))
        if Bool.random(using: &random) {
          try new.moveItem(id, beforeItem: target)
        } else {
          try new.moveItem(id, afterItem: target)
        }
      case 3 where !ids.isEmpty:
        let id = try #require(ids.randomElement(using: &random))
        try new.updateItems([Fruit(id, "edited \(Int.random(in: 0...1, using: &random))")])
      case 4 where !ids.isEmpty:
        let id = try #require(ids.randomElement(using: &random))
        if Bool.random(using: &random) {
          try new.reloadItems([id])
        } else {
          try new.reconfigureItems([id])
        }
      case 5 where count > 0:
        let source = ItemPath(section: section, item: Int.random(in: 0..<count, using: &random))
        let destinationSection = Int.random(in: 0..<sections, using: &random)
        let room =
          (new.numberOfItems(inSectionAt: destinationSection) ?? 0)
          - (destinationSection == section ? 1 : 0)
        try new.moveItem(
          at: source,
          to: ItemPath(
            section: destinationSection, item: Int.random(in: 0...room, using: &random)))
      default:
        break
      }
    }
    return (old, new)
  }

  @Test func `a derived snapshot compares like the full diff and plans a legal update`() async {
    await propertyCheck(count: propertyCases(3_000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      let (old, new) = try Self.derivedPair(seed: seed)
      let incremental = SnapshotDifference(from: old, to: new)
      let full = SnapshotDifference(comparingAllOf: old, to: new)
      #expect(incremental.deletedItems == full.deletedItems, "seed \(seed)")
      #expect(incremental.insertedItems == full.insertedItems, "seed \(seed)")
      #expect(incremental.updatedItems == full.updatedItems, "seed \(seed)")
      #expect(incremental.deletedSections.isEmpty && incremental.insertedSections.isEmpty)
      #expect(incremental.movedSections.isEmpty && incremental.updatedSections.isEmpty)
      // Never fewer moves than the fewest; only edited items move.
      #expect(incremental.movedItems.count >= full.movedItems.count, "seed \(seed)")
      expectLegalUpdate(from: old, to: new, seed: seed)
    }
  }

  @Test func `one move of one item is one move, as the full diff finds`() throws {
    let old = try FruitSnapshot.shelves([[1, 2, 3, 4, 5], [6, 7]])
    var new = old
    try new.moveItem(2, afterItem: 4)
    try new.moveItem(7, beforeItem: 1)
    let difference = SnapshotDifference(from: old, to: new)
    #expect(difference == SnapshotDifference(comparingAllOf: old, to: new))
    #expect(difference.movedItems.count == 2)
  }

  @Test func `a section edit, or a snapshot from elsewhere, is compared in full`() throws {
    let old = try FruitSnapshot.shelves([[1, 2, 3], [4]])
    var edited = old
    try edited.moveSection(1, beforeSection: 0)
    try edited.deleteItems([2])
    #expect(SnapshotDifference(from: old, to: edited).movedSections.count == 1)
    let rebuilt = try FruitSnapshot.shelves([[3, 1, 2], [4]])
    #expect(
      SnapshotDifference(from: old, to: rebuilt)
        == SnapshotDifference(comparingAllOf: old, to: rebuilt))
  }
}
