import PropertyBased
import Testing

@_spi(Surfaces) @testable import Tabula

/// How the list host reads the rows on screen: `forEachItem(at:path:_:)` hands over what
/// `item(at:)` answers for each position in range, and descends into a section's tree only
/// when a read leaves the leaf of the read before.
struct SnapshotNearbyItemsPropertyTests {
  static let paths = zip(Gen.int(in: -1...3), Gen.int(in: -2...1_300)).map {
    ItemPath(section: $0, item: $1)
  }

  @Test func `the items read are those item(at:) gives, in one descent per leaf entered`() async {
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
      var read: [(ItemPath, Fruit)] = []
      let descents = snapshot.forEachItem(at: paths, path: { $0 }) { read.append(($0, $1)) }
      let expected = paths.compactMap { path in snapshot.item(at: path).map { (path, $0) } }
      #expect(read.map(\.0) == expected.map(\.0))
      #expect(read.map(\.1) == expected.map(\.1))
      var expectedDescents = 0
      var lastLeaf: (section: Int, start: Int)?
      for (path, _) in expected {
        let start = _ItemTree.leaf(in: snapshot._items[path.section].root, holding: path.item).start
        if lastLeaf?.section != path.section || lastLeaf?.start != start { expectedDescents += 1 }
        lastLeaf = (path.section, start)
      }
      #expect(descents == expectedDescents)
    }
  }

  @Test func `neighbouring rows of a long section are read in one descent per leaf`() throws {
    let snapshot = try FruitSnapshot(sections: [
      SnapshotSection(Shelf(0), items: (0..<100_000).map { Fruit($0) })
    ])
    let rows = (50_000..<50_020).map { ItemPath(section: 0, item: $0) }
    var read: [Fruit] = []
    let descents = snapshot.forEachItem(at: rows, path: { $0 }) { read.append($1) }
    #expect(read == (50_000..<50_020).map { Fruit($0) })
    #expect(descents <= 2)
  }
}
