import Tabula
import Testing

typealias FruitEdit = EditOperation<Shelf, Fruit>

struct EditOperationTests {
  /// Applies an edit, checks its inverse restores the snapshot and re-inverts to the edit's
  /// effect, and returns the edited snapshot.
  private func roundTrip(_ edit: FruitEdit, on original: FruitSnapshot) throws -> FruitSnapshot {
    var snapshot = original
    let inverse = try edit.apply(to: &snapshot)
    let edited = snapshot
    let again = try inverse.apply(to: &snapshot)
    #expect(snapshot == original)
    try again.apply(to: &snapshot)
    #expect(snapshot == edited)
    return edited
  }

  @Test func `inserting items puts each at its position, and the inverse removes them`() throws {
    let edited = try roundTrip(
      .insertItems([
        PositionedItem(Fruit(8), at: ItemPath(section: 0, item: 0)),
        PositionedItem(Fruit(9), at: ItemPath(section: 1, item: 1)),
      ]), on: .shelves([[1, 2], [3]]))
    #expect(edited.layout == [[8, 1, 2], [3, 9]])
  }

  @Test func `deleting items remembers where each stood`() throws {
    let original = try FruitSnapshot.shelves([[1, 2, 3], [4, 5]])
    var snapshot = original
    let inverse = try FruitEdit.deleteItems([4, 2]).apply(to: &snapshot)
    #expect(snapshot.layout == [[1, 3], [5]])
    #expect(
      inverse
        == .insertItems([
          PositionedItem(Fruit(2), at: ItemPath(section: 0, item: 1)),
          PositionedItem(Fruit(4), at: ItemPath(section: 1, item: 0)),
        ]))
    _ = try roundTrip(.deleteItems([1, 3, 5]), on: original)
  }

  @Test func `moving an item within and across sections is undone by moving it back`() throws {
    let original = try FruitSnapshot.shelves([[1, 2, 3], [4]])
    #expect(
      try roundTrip(.moveItem(1, to: ItemPath(section: 0, item: 2)), on: original).layout
        == [[2, 3, 1], [4]])
    #expect(
      try roundTrip(.moveItem(2, to: ItemPath(section: 1, item: 1)), on: original).layout
        == [[1, 3], [4, 2]])
  }

  @Test func `replacing content keeps identity and is undone by the old content`() throws {
    let edited = try roundTrip(.replaceItem(Fruit(2, "ripe")), on: .shelves([[1, 2]]))
    #expect(edited.item(id: 2)?.name == "ripe")
  }

  @Test func `sections are inserted, deleted and moved with their items`() throws {
    let original = try FruitSnapshot.shelves([[1], [2, 3], [4]])
    let inserted = try roundTrip(
      .insertSections([PositionedSection(SnapshotSection(Shelf(9), items: [Fruit(9)]), at: 1)]),
      on: original)
    #expect(inserted.sectionIdentifiers == [0, 9, 1, 2])
    let deleted = try roundTrip(.deleteSections([1, 0]), on: original)
    #expect(deleted.layout == [[4]])
    #expect(try roundTrip(.moveSection(0, to: 2), on: original).sectionIdentifiers == [1, 2, 0])
    #expect(try roundTrip(.moveSection(2, to: 0), on: original).sectionIdentifiers == [2, 0, 1])
    #expect(
      try roundTrip(.replaceSection(Shelf(1, "new")), on: original).section(at: 1)?.title == "new")
  }

  @Test func `a group is applied whole and undone in reverse order`() throws {
    let edited = try roundTrip(
      .group([
        .deleteItems([1]), .moveItem(3, to: ItemPath(section: 0, item: 0)),
        .replaceItem(Fruit(2, "x")),
      ]),
      on: .shelves([[1, 2, 3]]))
    #expect(edited.layout == [[3, 2]])
  }

  @Test func `an edit whose target is gone throws, names it, and changes nothing`() throws {
    let original = try FruitSnapshot.shelves([[1, 2]])
    var snapshot = original
    #expect(throws: FruitError.unknownItems([7])) {
      try FruitEdit.deleteItems([1, 7]).apply(to: &snapshot)
    }
    #expect(throws: FruitError.unknownItems([7])) {
      try FruitEdit.moveItem(7, to: ItemPath(section: 0, item: 0)).apply(to: &snapshot)
    }
    #expect(throws: FruitError.positionOutOfRange(ItemPath(section: 0, item: 5))) {
      try FruitEdit.moveItem(1, to: ItemPath(section: 0, item: 5)).apply(to: &snapshot)
    }
    #expect(throws: FruitError.unknownSections([4])) {
      try FruitEdit.deleteSections([4]).apply(to: &snapshot)
    }
    // A group fails whole: its first edit is not left applied.
    #expect(throws: FruitError.unknownItems([7])) {
      try FruitEdit.group([.deleteItems([1]), .deleteItems([7])]).apply(to: &snapshot)
    }
    #expect(snapshot == original)
  }
}

struct EditOperationAtomicityTests {
  @Test func `an edit that fails halfway leaves nothing behind`() throws {
    let original = try FruitSnapshot.shelves([[1, 2], [3]])
    var snapshot = original
    // The second insertion repeats an identifier: the first must not stay.
    #expect(throws: FruitError.self) {
      try FruitEdit.insertItems([
        PositionedItem(Fruit(8), at: ItemPath(section: 0, item: 0)),
        PositionedItem(Fruit(3), at: ItemPath(section: 1, item: 0)),
      ]).apply(to: &snapshot)
    }
    // A section whose items repeat one: the section must not stay.
    #expect(throws: FruitError.self) {
      try FruitEdit.insertSections([
        PositionedSection(SnapshotSection(Shelf(5), items: [Fruit(9), Fruit(1)]), at: 0)
      ]).apply(to: &snapshot)
    }
    // A group whose third edit fails: the first two are undone.
    #expect(throws: FruitError.unknownItems([42])) {
      try FruitEdit.group([
        .moveItem(1, to: ItemPath(section: 1, item: 0)), .replaceItem(Fruit(2, "x")),
        .deleteItems([42]),
      ]).apply(to: &snapshot)
    }
    #expect(snapshot == original)
    #expect(snapshot._invariantViolations().isEmpty)
  }
}
