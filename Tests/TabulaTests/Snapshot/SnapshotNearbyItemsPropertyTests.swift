import PropertyBased
import Testing

@_spi(Surfaces) @testable import Tabula

/// The reader the list host reads the rows on screen with: it answers what `item(at:)`
/// answers, and descends into a section's tree only when a read leaves the leaf of the read
/// before.
struct SnapshotNearbyItemsPropertyTests {
  static let paths = zip(Gen.int(in: -1...3), Gen.int(in: -2...1_300)).map {
    ItemPath(section: $0, item: $1)
  }

  @Test func `a reader answers what item(at:) answers, one descent per leaf it enters`() async {
    await propertyCheck(
      count: propertyCases(200),
      input: zip(Gen.int(in: 0...1_200).array(of: 1...3), Self.paths.array(of: 1...80))
    ) { counts, paths in
      var first = 0
      let sections = counts.enumerated().map { index, count in
        defer { first += count }
        return SnapshotSection(Shelf(index), items: (first..<(first + count)).map { Fruit($0) })
      }
      let snapshot = try FruitSnapshot(sections: sections)
      var reader = FruitSnapshot.NearbyItemReader(snapshot)
      var expectedDescents = 0
      var lastLeaf: (section: Int, start: Int)?
      for path in paths {
        #expect(reader.item(at: path) == snapshot.item(at: path), "at \(path)")
        guard snapshot.item(at: path) != nil else { continue }
        let start = _ItemTree.leaf(in: snapshot._items[path.section].root, holding: path.item).start
        if lastLeaf?.section != path.section || lastLeaf?.start != start { expectedDescents += 1 }
        lastLeaf = (path.section, start)
      }
      #expect(reader.descents == expectedDescents)
    }
  }

  @Test func `neighbouring rows of a long section are read in one descent per leaf`() throws {
    let snapshot = try FruitSnapshot(sections: [
      SnapshotSection(Shelf(0), items: (0..<100_000).map { Fruit($0) })
    ])
    var reader = FruitSnapshot.NearbyItemReader(snapshot)
    for item in 50_000..<50_020 {
      #expect(reader.item(at: ItemPath(section: 0, item: item)) == Fruit(item))
    }
    #expect(reader.descents <= 2)
  }
}
