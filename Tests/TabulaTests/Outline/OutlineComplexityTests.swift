@_spi(Surfaces) import Tabula
import TabulaTesting
import Testing

/// Fences the cost of outline edits, queries and expansions by counting, never by timing: hash
/// and equality calls on identifiers, and the tree nodes an edit of a shared snapshot copies.
@MainActor
@Suite(.disabled(if: internalChecksEnabled, "TABULA_INTERNAL_CHECKS re-reads every snapshot"))
struct OutlineComplexityTests {
  typealias CountedSnapshot = Snapshot<CountedSection, CountedItem>

  static func item(_ value: Int) -> CountedItem { CountedItem(id: CountingID(value: value)) }

  /// `n` items in ten groups: each a chain twenty deep, the rest of the group's items children
  /// of the chain's deepest item. Identifiers: chain `g * 1_000_000 + depth`, children from
  /// 100,000,000.
  static func outline(_ n: Int) throws -> CountedSnapshot {
    var snapshot = try CountedSnapshot(sections: [
      SnapshotSection(CountedSection(id: CountingID(value: -1)), items: [])
    ])
    var next = 0
    for group in 0..<10 {
      try snapshot.appendItems([item(group * 1_000_000)])
      for depth in 1..<20 {
        try snapshot.appendItems(
          [item(group * 1_000_000 + depth)], under: CountingID(value: group * 1_000_000 + depth - 1)
        )
      }
      let leaves = (0..<(n / 10 - 20)).map { _ in
        defer { next += 1 }
        return item(100_000_000 + next)
      }
      try snapshot.appendItems(leaves, under: CountingID(value: group * 1_000_000 + 19))
    }
    return snapshot
  }

  struct Cost {
    var hashes: Int
    var equalities: Int
    var copiedNodes: Int
    var depth: Int
  }

  /// Items inserted deep in the outline, their subtree moved under another parent and
  /// deleted, and the queries of a deep item.
  static func cost(_ n: Int) throws -> Cost {
    let original = try outline(n)
    var snapshot = original
    let deep = CountingID(value: 5_000_019)
    let counts = try OperationCounter.count {
      try snapshot.appendItems([item(-2)], under: deep)
      try snapshot.appendItems([item(-3), item(-4)], under: CountingID(value: -2))
      try snapshot.moveItem(CountingID(value: -2), under: CountingID(value: 7_000_002))
      #expect(snapshot.level(of: CountingID(value: -4)) == 4)
      #expect(snapshot.parent(of: CountingID(value: -2)) == CountingID(value: 7_000_002))
      try snapshot.deleteItems([CountingID(value: -2)])
      #expect(snapshot.parent(of: deep) == CountingID(value: 5_000_018))
      #expect(snapshot.level(of: deep) == 19)
      #expect(snapshot.hasChildren(deep))
      #expect(snapshot.ancestors(of: deep).count == 19)
    }
    #expect(snapshot.numberOfItems == original.numberOfItems)
    #expect(snapshot.path(of: CountingID(value: -3)) == nil)
    return Cost(
      hashes: counts.hashes, equalities: counts.equalities,
      copiedNodes: snapshot._itemNodesNotShared(with: original), depth: original._itemTreeDepth)
  }

  @Test func `outline edits deep in the tree cost the same at ten thousand and a million items`()
    throws
  {
    let costs = try [10_000, 100_000, 1_000_000].map(Self.cost)
    for cost in costs {
      // A few lookups and table writes per item inserted, moved or deleted, and one per
      // ancestor asked for: nothing per item of the section.
      #expect(cost.hashes <= 250, "\(cost.hashes) hashes")
      #expect(cost.equalities <= 600, "\(cost.equalities) equality checks")
      // Three edits of a copy copy the paths to the leaves they touch, and a neighbour or two.
      #expect(cost.copiedNodes <= 3 * (cost.depth + 3), "\(cost.copiedNodes) nodes copied")
    }
    #expect(costs[2].hashes <= costs[0].hashes + 12)
    #expect(costs[2].depth <= costs[0].depth + 2)
  }

  /// `n / 1_000` parents of 999 children each, all collapsed, shown on a surface that checks
  /// nothing (a headless table checks every row after each batch, which is its work).
  static func collapsedList(_ n: Int) throws -> (
    ListDataSource<CountedSection, CountedItem>, ViewportSurface
  ) {
    var snapshot = try CountedSnapshot(sections: [
      SnapshotSection(CountedSection(id: CountingID(value: -1)), items: [])
    ])
    for parent in 0..<(n / 1_000) {
      try snapshot.appendItems([item(parent * 1_000)])
      try snapshot.appendItems(
        (1..<1_000).map { item(parent * 1_000 + $0) }, under: CountingID(value: parent * 1_000))
    }
    let view = ViewportSurface(firstRow: 0, visibleRows: 20)
    let dataSource = ListDataSource<CountedSection, CountedItem>(
      surface: view, registrations: { _ in [] }, diagnostics: .ignore
    ) { _, _, _ in nil }
    dataSource.reloadThreshold = .max
    dataSource.apply(snapshot, animated: false)
    return (dataSource, view)
  }

  @Test
  func
    `expanding and collapsing a thousand rows costs the same in ten thousand rows as in a hundred thousand`()
    throws
  {
    var costs: [(expand: Int, collapse: Int)] = []
    for n in [10_000, 100_000] {
      let (dataSource, view) = try Self.collapsedList(n)
      defer { withExtendedLifetime(view) {} }
      let parent = CountingID(value: 5_000)
      let expanding = OperationCounter.count { dataSource.expand([parent]) }
      #expect(dataSource.snapshot.numberOfItems == n / 1_000 + 999)
      #expect(
        dataSource.snapshot.path(of: CountingID(value: 5_999)) == ItemPath(section: 0, item: 1_004))
      let collapsing = OperationCounter.count { dataSource.collapse([parent]) }
      #expect(dataSource.snapshot.numberOfItems == n / 1_000)
      #expect(dataSource.updateCounts.plans == 2)
      costs.append((expanding.hashes, collapsing.hashes))
    }
    // Per row shown or hidden, a few lookups and table writes: the rows' own, not the list's.
    for cost in costs {
      #expect(cost.expand <= 20 * 999, "\(cost.expand) hashes to expand")
      #expect(cost.collapse <= 20 * 999, "\(cost.collapse) hashes to collapse")
    }
    // NB: a plan compares the whole shown list when the rows that change are more than an
    // eighth of it (here 1,009 and 1,999 rows shown): at most eight rows per row that changes,
    // whatever the outline's size. The figures differ by less than one hash per row.
    #expect(costs[1].expand <= costs[0].expand + 999)
    #expect(costs[1].collapse <= costs[0].collapse + 2 * 999)
  }
}
