import Tabula
import Testing

struct SnapshotItemMutationTests {
  @Test func `appending items goes to the last section unless one is named`() throws {
    var snapshot = try FruitSnapshot.shelves([[1], [2]])
    try snapshot.appendItems([Fruit(3)])
    try snapshot.appendItems([Fruit(4), Fruit(5)], toSection: 0)
    #expect(snapshot.layout == [[1, 4, 5], [2, 3]])
  }

  @Test func `appending items to a snapshot without sections throws`() {
    var snapshot = FruitSnapshot()
    #expect(throws: FruitError.noSection) { try snapshot.appendItems([Fruit(1)]) }
    #expect(throws: FruitError.unknownSections([3])) {
      try snapshot.appendItems([Fruit(1)], toSection: 3)
    }
    #expect(snapshot.numberOfItems == 0)
  }

  @Test func `inserting items before and after another item`() throws {
    var snapshot = try FruitSnapshot.shelves([[1, 2], [3]])
    try snapshot.insertItems([Fruit(7), Fruit(8)], beforeItem: 2)
    try snapshot.insertItems([Fruit(9)], afterItem: 3)
    #expect(snapshot.layout == [[1, 7, 8, 2], [3, 9]])
    #expect(snapshot.path(of: 2) == ItemPath(section: 0, item: 3))
  }

  @Test func `deleting items closes the gaps in every section they leave`() throws {
    var snapshot = try FruitSnapshot.shelves([[1, 2, 3], [4, 5]])
    try snapshot.deleteItems([2, 4, 2])
    #expect(snapshot.layout == [[1, 3], [5]])
    #expect(snapshot.path(of: 3) == ItemPath(section: 0, item: 1))
    #expect(snapshot.path(of: 5) == ItemPath(section: 1, item: 0))
  }

  @Test func `deleting all items removes every section too`() throws {
    var snapshot = try FruitSnapshot.shelves([[1, 2], [3]])
    try snapshot.reloadItems([1])
    snapshot.deleteAllItems()
    #expect(snapshot == FruitSnapshot())
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
  }

  @Test func `moving items within a section and across sections`() throws {
    var snapshot = try FruitSnapshot.shelves([[1, 2, 3], [4]])
    try snapshot.moveItem(1, afterItem: 3)
    #expect(snapshot.layout == [[2, 3, 1], [4]])
    try snapshot.moveItem(1, beforeItem: 2)
    #expect(snapshot.layout == [[1, 2, 3], [4]])
    try snapshot.moveItem(2, beforeItem: 4)
    #expect(snapshot.layout == [[1, 3], [2, 4]])
    try snapshot.moveItem(1, afterItem: 4)
    #expect(snapshot.layout == [[3], [2, 4, 1]])
    try snapshot.moveItem(4, afterItem: 4)
    #expect(snapshot.layout == [[3], [2, 4, 1]])
    #expect(snapshot._invariantViolations().isEmpty)
  }

  @Test func `updating items replaces content and keeps positions`() throws {
    var snapshot = try FruitSnapshot.shelves([[1, 2]])
    try snapshot.updateItems([Fruit(2, "pear")])
    #expect(snapshot.item(id: 2)?.name == "pear")
    #expect(snapshot.path(of: 2) == ItemPath(section: 0, item: 1))
  }

  @Test func `item operations naming unknown items throw and change nothing`() throws {
    let original = try FruitSnapshot.shelves([[1, 2], [3]])
    var snapshot = original
    #expect(throws: FruitError.unknownItems([9])) {
      try snapshot.insertItems([Fruit(5)], beforeItem: 9)
    }
    #expect(throws: FruitError.unknownItems([9])) {
      try snapshot.insertItems([Fruit(5)], afterItem: 9)
    }
    #expect(throws: FruitError.unknownItems([9, 8])) { try snapshot.deleteItems([1, 9, 8, 9]) }
    #expect(throws: FruitError.unknownItems([9])) { try snapshot.moveItem(1, beforeItem: 9) }
    #expect(throws: FruitError.unknownItems([9])) { try snapshot.moveItem(9, afterItem: 1) }
    #expect(throws: FruitError.unknownItems([9])) { try snapshot.updateItems([Fruit(9)]) }
    #expect(throws: FruitError.unknownItems([9])) { try snapshot.reloadItems([1, 9]) }
    #expect(throws: FruitError.unknownItems([9])) { try snapshot.reconfigureItems([9]) }
    #expect(snapshot == original)
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
  }

  @Test func `positional insert, remove and move follow UIKit's index rules`() throws {
    var snapshot = try FruitSnapshot.shelves([[1, 2, 3], [4]])
    try snapshot.insertItems([Fruit(5)], at: ItemPath(section: 1, item: 1))
    #expect(snapshot.layout == [[1, 2, 3], [4, 5]])
    let removed = try snapshot.removeItem(at: ItemPath(section: 0, item: 1))
    #expect(removed == Fruit(2))
    #expect(snapshot.layout == [[1, 3], [4, 5]])
    try snapshot.moveItem(at: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1))
    #expect(snapshot.layout == [[3, 1], [4, 5]])
    try snapshot.moveItem(at: ItemPath(section: 1, item: 1), to: ItemPath(section: 0, item: 2))
    #expect(snapshot.layout == [[3, 1, 5], [4]])
    #expect(snapshot._invariantViolations().isEmpty)
  }

  @Test func `positional operations outside the snapshot throw and change nothing`() throws {
    let original = try FruitSnapshot.shelves([[1, 2], [3]])
    var snapshot = original
    let past = ItemPath(section: 0, item: 3)
    #expect(throws: FruitError.positionOutOfRange(past)) {
      try snapshot.insertItems([Fruit(5)], at: past)
    }
    let noSection = ItemPath(section: 2, item: 0)
    #expect(throws: FruitError.positionOutOfRange(noSection)) {
      try snapshot.insertItems([Fruit(5)], at: noSection)
    }
    let end = ItemPath(section: 0, item: 2)
    #expect(throws: FruitError.positionOutOfRange(end)) { try snapshot.removeItem(at: end) }
    #expect(throws: FruitError.positionOutOfRange(end)) {
      try snapshot.moveItem(at: end, to: ItemPath(section: 0, item: 0))
    }
    // Within its own section, the last valid destination is count - 1 once the item is out.
    let sameSectionEnd = ItemPath(section: 0, item: 2)
    #expect(throws: FruitError.positionOutOfRange(sameSectionEnd)) {
      try snapshot.moveItem(at: ItemPath(section: 0, item: 0), to: sameSectionEnd)
    }
    #expect(snapshot == original)
  }

  @Test func `reload and reconfigure marks are recorded and dropped with their items`() throws {
    var snapshot = try FruitSnapshot.shelves([[1, 2], [3]])
    try snapshot.reloadItems([1])
    try snapshot.reconfigureItems([2, 3])
    try snapshot.reloadSections([1])
    #expect(snapshot.reloadedItemIdentifiers == [1])
    #expect(snapshot.reconfiguredItemIdentifiers == [2, 3])
    #expect(snapshot.reloadedSectionIdentifiers == [1])
    try snapshot.deleteItems([2])
    try snapshot.deleteSections([1])
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    #expect(snapshot._invariantViolations().isEmpty)
    snapshot.clearReloadMarks()
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
  }
}
