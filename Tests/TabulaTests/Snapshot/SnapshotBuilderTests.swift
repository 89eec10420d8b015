import Tabula
import Testing

struct SnapshotBuilderTests {
  private let europe = [Fruit(1, "France"), Fruit(2, "Italy")]
  private let asia = [Fruit(3, "Japan")]

  @Test func `the builder makes the same snapshot as the sections initializer`() throws {
    let includeAsia = true
    let built = try Snapshot {
      SnapshotSection("Europe") {
        for country in europe { country }
      }
      if includeAsia {
        SnapshotSection("Asia") { asia }
      }
    }
    let plain = try Snapshot(sections: [
      SnapshotSection(ListSection("Europe"), items: europe),
      SnapshotSection(ListSection("Asia"), items: asia),
    ])
    #expect(built == plain)
    #expect(built.section(at: 0)?.header == "Europe")
  }

  @Test func `optional, either and loop branches all contribute`() throws {
    let flags = [false, true]
    let snapshot = try Snapshot<Shelf, Fruit> {
      for (index, flag) in flags.enumerated() {
        SnapshotSection(Shelf(index)) {
          if flag { Fruit(index * 10) } else { Fruit(index * 10 + 1); Fruit(index * 10 + 2) }
          if !flag { Fruit(index * 10 + 3) }
        }
      }
    }
    #expect(snapshot.layout == [[1, 2, 3], [10]])
  }

  @Test func `duplicates in a built snapshot throw the typed error`() {
    #expect(throws: SnapshotError<String, Int>.self) {
      try Snapshot {
        SnapshotSection("Europe") { europe }
        SnapshotSection("Also Europe") { europe[0] }
      }
    }
  }

  @Test func `a list section takes its identity from its header unless given one`() {
    #expect(ListSection("Europe").id == "Europe")
    #expect(ListSection("Europe", footer: "EU").footer == "EU")
    let results = ListSection(id: "results", header: nil, indexTitle: "R")
    #expect(results.header == nil)
    #expect(results.indexTitle == "R")
  }
}
