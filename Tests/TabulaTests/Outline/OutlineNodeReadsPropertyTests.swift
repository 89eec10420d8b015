import PropertyBased
@_spi(Surfaces) import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// How a surface that addresses rows by parent reads the rows a batch inserts: in one call,
/// `shownOutlineNodes(at:)`, which must answer what `shownOutlineNode(at:)` answers for each
/// position, out of range included.
@MainActor
struct OutlineNodeReadsPropertyTests {
  /// The identifiers read, comparable: the item's, then its parent's if it has one.
  static func comparable(_ nodes: [(id: AnyHashable, parent: AnyHashable?)?]) -> [[AnyHashable]?] {
    nodes.map { node in node.map { [$0.id] + ($0.parent.map { [$0] } ?? []) } }
  }

  /// A data source showing the outline the edits make, with the items the indexes pick (each
  /// modulo the number of items) expanded.
  static func dataSource(after edits: [OutlinePropertyTests.Edit], expanding: [Int]) throws
    -> ListDataSource<Shelf, Fruit>
  {
    var model = try OutlinePropertyTests.Model()
    for edit in edits { try model.apply(edit) }
    let (_, dataSource) = HeadlessListView.showingFruits(model.snapshot)
    let ids = model.reference.allIDs
    if !ids.isEmpty { dataSource.expand(expanding.map { ids[$0 % ids.count] }) }
    return dataSource
  }

  static let paths = zip(Gen.int(in: -1...2), Gen.int(in: -1...40)).map {
    ItemPath(section: $0, item: $1)
  }

  /// Runs of neighbouring rows, as a batch inserts them: a row that follows the one read
  /// before it finds its parent from their levels.
  static let runs = zip(Gen.int(in: 0...1), Gen.int(in: -1...30), Gen.int(in: 1...12)).map {
    section, start, length in (start..<start + length).map { ItemPath(section: section, item: $0) }
  }

  @Test func `the rows read in one call are those read one at a time`() async {
    let input = zip(
      OutlinePropertyTests.edits.array(of: 5...25), Gen.int(in: 0...9_999).array(of: 0...6),
      zip(Self.paths.array(of: 0...40), Self.runs.array(of: 0...3)))
    await propertyCheck(count: propertyCases(200), input: input) { edits, expanding, reads in
      let paths = reads.0 + reads.1.flatMap { $0 }
      do {
        let dataSource = try Self.dataSource(after: edits, expanding: expanding)
        let one = paths.map { dataSource.shownOutlineNode(at: $0) }
        let all = dataSource.shownOutlineNodes(at: paths)
        #expect(Self.comparable(all) == Self.comparable(one), "\(edits), \(expanding), \(paths)")
      } catch {
        Issue.record("\(edits) threw \(error)")
      }
    }
  }

  @Test func `a run of rows read in one call is each row's item and level, or none out of range`()
    async
  {
    let input = zip(
      OutlinePropertyTests.edits.array(of: 5...25), Gen.int(in: 0...9_999).array(of: 0...6),
      Self.runs.array(of: 1...4))
    await propertyCheck(count: propertyCases(200), input: input) { edits, expanding, runs in
      do {
        let dataSource = try Self.dataSource(after: edits, expanding: expanding)
        for run in runs {
          let section = run[0].section
          let items = run[0].item..<run[run.count - 1].item + 1
          let one = run.map { path in
            dataSource.snapshot.item(at: path).map {
              [AnyHashable($0.id), AnyHashable(dataSource.outlineRow(at: path)?.level ?? 0)]
            }
          }
          let all = dataSource.shownOutlineRows(inSection: section, items: items)
          let expected = one.contains { $0 == nil } ? nil : one.compactMap { $0 }
          #expect(
            all.map { $0.map { [$0.id, AnyHashable($0.level)] } } == expected,
            "\(edits), \(expanding), \(section), \(items)")
        }
      } catch {
        Issue.record("\(edits) threw \(error)")
      }
    }
  }

  @Test func `the children of a long expanded item read in one call, in any order`() throws {
    var snapshot = try FruitSnapshot.shelves([[1, 2]])
    try snapshot.appendItems((100..<3_100).map { Fruit($0) }, under: 1)
    let (_, dataSource) = HeadlessListView.showingFruits(snapshot)
    dataSource.expand([1], animated: false)
    let paths =
      (0...3_002).reversed().map { ItemPath(section: 0, item: $0) }
      + [ItemPath(section: 1, item: 0), ItemPath(section: 0, item: -1)]
    let all = dataSource.shownOutlineNodes(at: paths)
    #expect(Self.comparable(all) == Self.comparable(paths.map(dataSource.shownOutlineNode)))
    #expect(all.compactMap { $0 }.count == 3_002)
    let child = try #require(all[1])
    #expect(child.id == AnyHashable(2))
    let last = try #require(all[2])
    #expect(last.id == AnyHashable(3_099))
    #expect(last.parent == AnyHashable(1))
  }
}
