import Tabula
import Testing

struct ItemPathTests {
  @Test func `paths order by section then by item`() {
    let paths = [
      ItemPath(section: 1, item: 0), ItemPath(section: 0, item: 2), ItemPath(section: 0, item: 1),
    ]
    #expect(
      paths.sorted() == [
        ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 2),
        ItemPath(section: 1, item: 0),
      ])
  }

  @Test func `a path prints like an index path`() {
    #expect(ItemPath(section: 2, item: 7).description == "[2, 7]")
  }

  @Test func `equal paths hash alike and unequal ones differ`() {
    let set: Set = [ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 1)]
    #expect(set.count == 1)
    #expect(ItemPath(section: 0, item: 1) != ItemPath(section: 1, item: 0))
  }
}
