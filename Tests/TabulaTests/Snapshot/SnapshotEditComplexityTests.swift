import Tabula
import Testing

/// Fences the cost of one edit of a large section by counting, never by timing: hash and
/// equality calls on identifiers, and the tree nodes an edit of a shared snapshot copies.
///
/// Skipped when invariant checks are compiled in: they re-read the whole snapshot after every
/// change, on purpose.
@Suite(.disabled(if: internalChecksEnabled, "TABULA_INTERNAL_CHECKS re-reads every snapshot"))
struct SnapshotEditComplexityTests {
  typealias CountedSnapshot = Snapshot<CountedSection, CountedItem>

  /// `n` items in one section.
  static func snapshot(_ n: Int) throws -> CountedSnapshot {
    try CountedSnapshot(sections: [
      SnapshotSection(
        CountedSection(id: CountingID(value: -1)),
        items: (0..<n).map { CountedItem(id: CountingID(value: $0)) })
    ])
  }

  /// The edits of the benchmark, each with its undo, on the middle of the section.
  static func editAndUndoEach(_ snapshot: inout CountedSnapshot, n: Int) throws {
    let middle = CountingID(value: n / 2)
    let edits: [EditOperation<CountedSection, CountedItem>] = [
      .deleteItems([middle]),
      .moveItem(middle, to: ItemPath(section: 0, item: 0)),
      .replaceItem(CountedItem(id: middle)),
      .insertItems([
        PositionedItem(
          CountedItem(id: CountingID(value: -2)), at: ItemPath(section: 0, item: n / 3))
      ]),
    ]
    for edit in edits {
      let undo = try edit.apply(to: &snapshot)
      try undo.apply(to: &snapshot)
    }
  }

  struct Cost {
    var hashes: Int
    var equalities: Int
    /// Tree nodes that one delete of a copy did not share with the original.
    var copiedNodes: Int
    var depth: Int
  }

  static func cost(_ n: Int) throws -> Cost {
    var snapshot = try snapshot(n)
    // NB: the fewest of three rounds: a round now and then pays a few more calls, as small
    // sets grow, whatever the size of the section.
    let rounds = try (0..<3).map { _ in
      try OperationCounter.count { try editAndUndoEach(&snapshot, n: n) }
    }
    let counts = (
      hashes: rounds.map(\.hashes).min() ?? 0, equalities: rounds.map(\.equalities).min() ?? 0
    )
    #expect(snapshot.numberOfItems == n)
    #expect(snapshot.path(of: CountingID(value: n / 2)) == ItemPath(section: 0, item: n / 2))
    var copy = snapshot
    try copy.deleteItems([CountingID(value: n / 4)])
    return Cost(
      hashes: counts.hashes, equalities: counts.equalities,
      copiedNodes: copy._itemNodesNotShared(with: snapshot), depth: snapshot._itemTreeDepth)
  }

  @Test func `an edit and its undo cost the same at ten thousand and at a million items`()
    throws
  {
    let costs = try [10_000, 100_000, 1_000_000].map(Self.cost)
    for cost in costs {
      // A few lookups and table writes per edit, however long the section.
      #expect(cost.hashes <= 80, "\(cost.hashes) hashes")
      // NB: equality checks are the hash table's probes, which vary a little with how the
      // identifiers fall into its buckets; a per-item cost would be hundreds of thousands.
      #expect(cost.equalities <= 300, "\(cost.equalities) equality checks")
      // An edit of a copy copies the path from the root to one leaf, and a neighbour or two.
      #expect(cost.copiedNodes <= cost.depth + 3, "\(cost.copiedNodes) nodes copied")
    }
    // A hundred times the items: the same number of hash calls give or take a dozen (the
    // hasher's seed differs per process, and the tables of the three sizes are filled to
    // different load factors, so a probe sequence may run longer in all three rounds: 37
    // against 40, and 36 against 44, were seen), and at most two more levels (every node holds
    // at least eight children). A cost per item or per level would add thousands or dozens.
    #expect(costs[2].hashes <= costs[0].hashes + 12)
    #expect(costs[2].depth <= costs[0].depth + 2)
  }

  @Test func `inserts at one place relabel a few neighbours, not the section`() throws {
    var snapshot = try Self.snapshot(100_000)
    let anchor = CountingID(value: 50_000)
    let inserts = 3_000
    let counts = try OperationCounter.count {
      for index in 0..<inserts {
        try snapshot.insertItems(
          [CountedItem(id: CountingID(value: 1_000_000 + index))], beforeItem: anchor)
      }
    }
    // Two lookups and one table write per insert, plus the neighbours labelled again when
    // the labels between two items run out: at one place that is every 32 inserts, and the
    // neighbours are a leaf (at most 256 items), so about 8 per insert, amortized.
    #expect(counts.hashes <= 20 * inserts, "\(counts.hashes) hashes for \(inserts) inserts")
    #expect(snapshot.path(of: anchor) == ItemPath(section: 0, item: 50_000 + inserts))
  }

  @Test func `planning a snapshot derived by one edit costs the same at any size`() throws {
    var costs: [(hashes: Int, equalities: Int)] = []
    for n in [10_000, 100_000, 1_000_000] {
      let shown = try Self.snapshot(n)
      var next = shown
      try next.moveItem(CountingID(value: n / 2), beforeItem: CountingID(value: n / 10))
      try next.deleteItems([CountingID(value: n - 1)])
      costs.append(
        OperationCounter.count {
          let plan = UpdatePlan(from: shown, to: next)
          #expect(plan.difference.movedItems.count == 1)
          #expect(plan.difference.deletedItems == [ItemPath(section: 0, item: n - 1)])
        })
    }
    // Only the edited items are looked up and compared: no per-item work at any size.
    for cost in costs {
      #expect(cost.hashes <= 60, "\(cost.hashes) hashes")
      #expect(cost.equalities <= 60, "\(cost.equalities) equality checks")
    }
    #expect(costs[2].hashes <= costs[0].hashes + 2)
  }

  @Test func `a copy shares everything an edit does not touch`() throws {
    let original = try Self.snapshot(100_000)
    var copy = original
    #expect(copy._itemNodesNotShared(with: original) == 0)
    try copy.moveItem(CountingID(value: 10), beforeItem: CountingID(value: 90_000))
    #expect(copy._itemNodesNotShared(with: original) <= 2 * original._itemTreeDepth + 3)
    #expect(original.path(of: CountingID(value: 10)) == ItemPath(section: 0, item: 10))
    #expect(copy.path(of: CountingID(value: 10)) == ItemPath(section: 0, item: 89_999))
  }
}
