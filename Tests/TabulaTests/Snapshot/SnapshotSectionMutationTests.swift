import Tabula
import Testing

struct SnapshotSectionMutationTests {
  @Test func `appending sections adds empty sections at the end`() throws {
    var snapshot = try FruitSnapshot.shelves([[1]])
    try snapshot.appendSections([Shelf(7), Shelf(8)])
    #expect(snapshot.sectionIdentifiers == [0, 7, 8])
    #expect(snapshot.numberOfItems(inSection: 7) == 0)
  }

  @Test func `inserting sections before and after another shifts the later ones`() throws {
    var snapshot = try FruitSnapshot.shelves([[1], [2]])
    try snapshot.insertSections([Shelf(7)], beforeSection: 1)
    try snapshot.insertSections([Shelf(8)], afterSection: 0)
    #expect(snapshot.sectionIdentifiers == [0, 8, 7, 1])
    #expect(snapshot.path(of: 2) == ItemPath(section: 3, item: 0))
    #expect(snapshot._invariantViolations().isEmpty)
  }

  @Test func `deleting sections removes their items too`() throws {
    var snapshot = try FruitSnapshot.shelves([[1], [2, 3], [4]])
    try snapshot.deleteSections([1, 1])
    #expect(snapshot.layout == [[1], [4]])
    #expect(snapshot.path(of: 2) == nil)
    #expect(snapshot.path(of: 4) == ItemPath(section: 1, item: 0))
    #expect(snapshot.numberOfItems == 2)
  }

  @Test func `moving a section carries its items`() throws {
    var snapshot = try FruitSnapshot.shelves([[1], [2], [3]])
    try snapshot.moveSection(0, afterSection: 2)
    #expect(snapshot.sectionIdentifiers == [1, 2, 0])
    try snapshot.moveSection(0, beforeSection: 2)
    #expect(snapshot.sectionIdentifiers == [1, 0, 2])
    #expect(snapshot.path(of: 1) == ItemPath(section: 1, item: 0))
    try snapshot.moveSection(2, beforeSection: 2)
    #expect(snapshot.sectionIdentifiers == [1, 0, 2])
    #expect(snapshot._invariantViolations().isEmpty)
  }

  @Test func `updating a section replaces its model in place`() throws {
    var snapshot = try FruitSnapshot.shelves([[1]])
    try snapshot.updateSections([Shelf(0, "Citrus")])
    #expect(snapshot.section(id: 0)?.title == "Citrus")
  }

  @Test func `section operations naming unknown sections throw and change nothing`() throws {
    let original = try FruitSnapshot.shelves([[1], [2]])
    var snapshot = original
    #expect(throws: FruitError.unknownSections([5])) {
      try snapshot.insertSections([Shelf(9)], beforeSection: 5)
    }
    #expect(throws: FruitError.unknownSections([5])) {
      try snapshot.insertSections([Shelf(9)], afterSection: 5)
    }
    #expect(throws: FruitError.unknownSections([5, 6])) {
      try snapshot.deleteSections([0, 5, 6, 5])
    }
    #expect(throws: FruitError.unknownSections([5])) {
      try snapshot.moveSection(0, afterSection: 5)
    }
    #expect(throws: FruitError.unknownSections([5, 6])) {
      try snapshot.moveSection(5, beforeSection: 6)
    }
    #expect(throws: FruitError.unknownSections([5])) { try snapshot.updateSections([Shelf(5)]) }
    #expect(throws: FruitError.unknownSections([5])) { try snapshot.reloadSections([5]) }
    #expect(snapshot == original)
    #expect(snapshot._invariantViolations().isEmpty)
  }
}
