import Tabula
import Testing

struct SnapshotDifferenceTests {
  @Test func `equal snapshots differ in nothing`() throws {
    let snapshot = try FruitSnapshot.shelves([[1, 2], [3]])
    #expect(SnapshotDifference(from: snapshot, to: snapshot).isEmpty)
  }

  @Test func `inserts and deletes are named by new and old position`() throws {
    let old = try FruitSnapshot.shelves([[1, 2, 3]])
    let new = try FruitSnapshot.shelves([[1, 4, 3]])
    let difference = SnapshotDifference(from: old, to: new)
    #expect(difference.deletedItems == [ItemPath(section: 0, item: 1)])
    #expect(difference.insertedItems == [ItemPath(section: 0, item: 1)])
    #expect(difference.movedItems.isEmpty)
  }

  @Test func `one item moved is one move, not a shift of everything between`() throws {
    let old = try FruitSnapshot.shelves([Array(1...100)])
    let new = try FruitSnapshot.shelves([[100] + Array(1...99)])
    let difference = SnapshotDifference(from: old, to: new)
    #expect(
      difference.movedItems == [
        BatchUpdate.Move(from: ItemPath(section: 0, item: 99), to: ItemPath(section: 0, item: 0))
      ])
    #expect(difference.changeCount == 1)
  }

  @Test func `a reversed list moves all but one item`() throws {
    let old = try FruitSnapshot.shelves([Array(1...10)])
    let new = try FruitSnapshot.shelves([Array((1...10).reversed())])
    #expect(SnapshotDifference(from: old, to: new).movedItems.count == 9)
  }

  @Test func `items that change section are moves across sections`() throws {
    let old = try FruitSnapshot.shelves([[1, 2], [3]])
    let new = try FruitSnapshot.shelves([[1], [2, 3]])
    let difference = SnapshotDifference(from: old, to: new)
    #expect(
      difference.movedItems == [
        BatchUpdate.Move(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0))
      ])
    #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty)
  }

  @Test func `changed content is an update, unchanged content is not`() throws {
    let old = try FruitSnapshot.shelves([[1, 2]])
    var new = old
    try new.updateItems([Fruit(2, "pear")])
    let difference = SnapshotDifference(from: old, to: new)
    #expect(
      difference.updatedItems == [
        BatchUpdate.Move(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 1))
      ])
    #expect(difference.changeCount == 1)
  }

  @Test func `reload and reconfigure marks count as updates`() throws {
    let old = try FruitSnapshot.shelves([[1, 2, 3]])
    var new = old
    try new.reloadItems([1])
    try new.reconfigureItems([3])
    #expect(SnapshotDifference(from: old, to: new).updatedItems.map(\.to.item) == [0, 2])
  }

  @Test func `sections are deleted, inserted, moved and updated by identity`() throws {
    var old = try FruitSnapshot.shelves([[1], [2], [3]])
    var new = old
    try new.deleteSections([0])
    try new.appendSections([Shelf(9)])
    try new.moveSection(2, beforeSection: 1)
    try new.updateSections([Shelf(1, "renamed")])
    let difference = SnapshotDifference(from: old, to: new)
    #expect(difference.deletedSections == [0])
    #expect(difference.insertedSections == [2])
    #expect(difference.movedSections.count == 1)
    #expect(difference.updatedSections == [BatchUpdate.Move(from: 1, to: 1)])
    old = new
    #expect(SnapshotDifference(from: old, to: new).isEmpty)
  }

  @Test func `items go and come with their sections`() throws {
    let old = try FruitSnapshot.shelves([[1, 2], [3]])
    let new = try FruitSnapshot(sections: [
      SnapshotSection(Shelf(7), items: [Fruit(8), Fruit(2)]),
      SnapshotSection(Shelf(1), items: [Fruit(3)]),
    ])
    let difference = SnapshotDifference(from: old, to: new)
    #expect(difference.deletedSections == [0])
    #expect(difference.insertedSections == [0])
    // Item 1 leaves with section 0, item 8 comes with section 7: neither is listed.
    #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty)
    // Item 2 leaves a deleted section for an inserted one: a move the plan must not animate.
    #expect(
      difference.movedItems == [
        BatchUpdate.Move(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 1))
      ])
  }

  @Test func `the difference is the same every time`() throws {
    let (old, new) = try RandomSnapshots.pair(seed: 42)
    #expect(SnapshotDifference(from: old, to: new) == SnapshotDifference(from: old, to: new))
  }
}
