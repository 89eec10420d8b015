import Tabula
import Testing

struct SnapshotQueryTests {
  @Test func `an empty snapshot has no sections and no items`() {
    let snapshot = FruitSnapshot()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.sections.isEmpty)
    #expect(snapshot.items.isEmpty)
    #expect(snapshot.item(at: ItemPath(section: 0, item: 0)) == nil)
  }

  @Test func `counts and identifiers follow the sections and items in order`() throws {
    let snapshot = try FruitSnapshot.shelves([[1, 2, 3], [], [4]])
    #expect(snapshot.numberOfSections == 3)
    #expect(snapshot.numberOfItems == 4)
    #expect(snapshot.sectionIdentifiers == [0, 1, 2])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4])
    #expect(snapshot.numberOfItems(inSection: 0) == 3)
    #expect(snapshot.numberOfItems(inSection: 1) == 0)
    #expect(snapshot.numberOfItems(inSectionAt: 2) == 1)
    #expect(snapshot.itemIdentifiers(inSection: 2) == [4])
    #expect(snapshot.items(inSection: 0)?.map(\.name) == ["fruit 1", "fruit 2", "fruit 3"])
    #expect(snapshot.sections.map(\.title) == ["shelf 0", "shelf 1", "shelf 2"])
  }

  @Test func `lookups by identifier find the item, its path and its section`() throws {
    let snapshot = try FruitSnapshot.shelves([[1, 2], [3]])
    #expect(snapshot.path(of: 3) == ItemPath(section: 1, item: 0))
    #expect(snapshot.item(id: 2) == Fruit(2))
    #expect(snapshot.item(at: ItemPath(section: 0, item: 1)) == Fruit(2))
    #expect(snapshot.sectionIndex(containingItem: 3) == 1)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == 0)
    #expect(snapshot.index(ofSection: 1) == 1)
    #expect(snapshot.section(id: 1) == Shelf(1))
    #expect(snapshot.section(at: 0) == Shelf(0))
  }

  @Test func `unknown identifiers and out-of-range positions answer nil`() throws {
    let snapshot = try FruitSnapshot.shelves([[1, 2], [3]])
    #expect(snapshot.path(of: 99) == nil)
    #expect(snapshot.item(id: 99) == nil)
    #expect(snapshot.sectionIndex(containingItem: 99) == nil)
    #expect(snapshot.sectionIdentifier(containingItem: 99) == nil)
    #expect(snapshot.index(ofSection: 99) == nil)
    #expect(snapshot.section(id: 99) == nil)
    #expect(snapshot.numberOfItems(inSection: 99) == nil)
    #expect(snapshot.items(inSection: 99) == nil)
    #expect(snapshot.itemIdentifiers(inSection: 99) == nil)
    for index in [-1, 2, Int.max, Int.min] {
      #expect(snapshot.section(at: index) == nil)
      #expect(snapshot.numberOfItems(inSectionAt: index) == nil)
      #expect(snapshot.items(inSectionAt: index) == nil)
    }
    for path in [
      ItemPath(section: 0, item: 2), ItemPath(section: 2, item: 0), ItemPath(section: -1, item: 0),
      ItemPath(section: 0, item: -1), ItemPath(section: Int.max, item: Int.max),
    ] {
      #expect(snapshot.item(at: path) == nil)
    }
  }

  @Test func `snapshots compare by sections and items but not by reload marks`() throws {
    let original = try FruitSnapshot.shelves([[1, 2]])
    var marked = original
    try marked.reloadItems([1])
    #expect(marked == original)
    var changed = original
    try changed.updateItems([Fruit(1, "ripe")])
    #expect(changed != original)
    var reordered = original
    try reordered.moveItem(2, beforeItem: 1)
    #expect(reordered != original)
  }
}
