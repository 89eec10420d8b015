import Tabula
import Testing

struct SnapshotDuplicateTests {
  @Test func `building names every duplicate item and every position where it stands`() {
    let expected = FruitError.duplicateIdentifiers(
      sections: [],
      items: [
        .init(
          id: 1,
          positions: [
            ItemPath(section: 0, item: 0),
            ItemPath(section: 0, item: 2), ItemPath(section: 1, item: 1),
          ]),
        .init(
          id: 2,
          positions: [
            ItemPath(section: 0, item: 1),
            ItemPath(section: 1, item: 0),
          ]),
      ])
    #expect(throws: expected) { try FruitSnapshot.shelves([[1, 2, 1], [2, 1, 3]]) }
  }

  @Test func `building names duplicate sections and items together`() {
    let sections = [
      SnapshotSection(Shelf(0), items: [Fruit(1)]),
      SnapshotSection(Shelf(1), items: []),
      SnapshotSection(Shelf(0), items: [Fruit(1)]),
    ]
    let expected = FruitError.duplicateIdentifiers(
      sections: [.init(id: 0, positions: [0, 2])],
      items: [
        .init(
          id: 1,
          positions: [
            ItemPath(section: 0, item: 0),
            ItemPath(section: 2, item: 0),
          ])
      ])
    #expect(throws: expected) { try FruitSnapshot(sections: sections) }
  }

  @Test func `appending a duplicate item names both places and changes nothing`() throws {
    let original = try FruitSnapshot.shelves([[1, 2], [3]])
    var snapshot = original
    let expected = FruitError.duplicateIdentifiers(
      sections: [],
      items: [
        .init(
          id: 1,
          positions: [
            ItemPath(section: 0, item: 0),
            ItemPath(section: 1, item: 1),
          ]),
        .init(
          id: 4,
          positions: [
            ItemPath(section: 1, item: 2),
            ItemPath(section: 1, item: 3),
          ]),
      ])
    #expect(throws: expected) { try snapshot.appendItems([Fruit(1), Fruit(4), Fruit(4)]) }
    #expect(snapshot == original)
    #expect(snapshot._invariantViolations().isEmpty)
  }

  @Test func `inserting a duplicate item reports positions as they would have been`() throws {
    var snapshot = try FruitSnapshot.shelves([[1, 2, 3]])
    let expected = FruitError.duplicateIdentifiers(
      sections: [],
      items: [
        .init(
          id: 3,
          positions: [
            ItemPath(section: 0, item: 1),
            ItemPath(section: 0, item: 3),
          ])
      ])
    #expect(throws: expected) { try snapshot.insertItems([Fruit(3)], afterItem: 1) }
    #expect(throws: expected) {
      try snapshot.insertItems([Fruit(3)], at: ItemPath(section: 0, item: 1))
    }
    #expect(snapshot.layout == [[1, 2, 3]])
  }

  @Test func `a duplicate section is refused wherever it is added`() throws {
    let original = try FruitSnapshot.shelves([[1], [2]])
    var snapshot = original
    let atEnd = FruitError.duplicateIdentifiers(
      sections: [.init(id: 1, positions: [1, 2])], items: [])
    #expect(throws: atEnd) { try snapshot.appendSections([Shelf(1)]) }
    let inFront = FruitError.duplicateIdentifiers(
      sections: [.init(id: 1, positions: [0, 2])], items: [])
    #expect(throws: inFront) { try snapshot.insertSections([Shelf(1)], beforeSection: 0) }
    let twice = FruitError.duplicateIdentifiers(
      sections: [.init(id: 5, positions: [1, 2])], items: [])
    #expect(throws: twice) { try snapshot.insertSections([Shelf(5), Shelf(5)], afterSection: 0) }
    #expect(snapshot == original)
  }

  @Test func `an item identifier must be unique across sections, not only within one`() throws {
    var snapshot = try FruitSnapshot.shelves([[1], []])
    #expect(throws: FruitError.self) { try snapshot.appendItems([Fruit(1)], toSection: 1) }
    #expect(snapshot.layout == [[1], []])
  }

  @Test func `the error describes every culprit in words`() {
    let error = FruitError.duplicateIdentifiers(
      sections: [.init(id: 4, positions: [0, 3])],
      items: [
        .init(
          id: 9,
          positions: [
            ItemPath(section: 0, item: 0),
            ItemPath(section: 1, item: 2),
          ])
      ])
    #expect(
      error.description
        == "Duplicate identifiers: section identifier '4' at sections [0, 3]; "
        + "item identifier '9' at [0, 0], [1, 2]")
    #expect(FruitError.unknownItems([7, 8]).description == "Unknown item identifiers: '7', '8'")
  }
}
