import Tabula
import TabulaTestSupport
import Testing

/// Fences the diff's complexity by counting hash and equality calls on identifiers.
@Suite(.disabled(if: internalChecksEnabled, "TABULA_INTERNAL_CHECKS re-reads every snapshot"))
struct DiffComplexityTests {
  typealias CountedSnapshot = Snapshot<CountedSection, CountedItem>

  /// `n` items in sections of 1,000, and a copy with 1% deleted, 1% inserted and 1% moved
  /// (half of the moves across sections), or completely shuffled.
  static func pair(_ n: Int, shuffled: Bool = false) throws -> (CountedSnapshot, CountedSnapshot) {
    var random = SeededRandom(seed: n)
    let ids = Array(0..<n)
    var newIDs = ids
    if shuffled {
      newIDs.shuffle(using: &random)
    } else {
      let changes = n / 100
      for _ in 0..<changes { newIDs.remove(at: Int.random(in: 0..<newIDs.count, using: &random)) }
      for index in 0..<changes {
        newIDs.insert(n + index, at: Int.random(in: 0...newIDs.count, using: &random))
      }
      for _ in 0..<changes {
        let id = newIDs.remove(at: Int.random(in: 0..<newIDs.count, using: &random))
        newIDs.insert(id, at: Int.random(in: 0...newIDs.count, using: &random))
      }
    }
    func snapshot(_ ids: [Int]) throws -> CountedSnapshot {
      try CountedSnapshot(
        sections: stride(from: 0, to: ids.count, by: 1_000).map { start in
          SnapshotSection(
            CountedSection(id: CountingID(value: -1 - start / 1_000)),
            items: ids[start..<min(start + 1_000, ids.count)].map {
              CountedItem(id: CountingID(value: $0))
            })
        })
    }
    return (try snapshot(ids), try snapshot(newIDs))
  }

  static func costPerItem(_ n: Int, shuffled: Bool = false) throws -> (
    hashes: Double, equalities: Double
  ) {
    let (old, new) = try pair(n, shuffled: shuffled)
    let counts = OperationCounter.count {
      let plan = UpdatePlan(from: old, to: new)
      #expect(!plan.stages.isEmpty)
    }
    return (Double(counts.hashes) / Double(n), Double(counts.equalities) / Double(n))
  }

  @Test func `a diff with few changes hashes few identifiers and compares each about once`()
    throws
  {
    let small = try Self.costPerItem(10_000)
    let large = try Self.costPerItem(100_000)
    // Runs of unchanged items are matched by direct comparison; only changes are looked up.
    #expect(small.hashes <= 0.5, "\(small.hashes) hashes per item at 10k")
    #expect(large.hashes <= 0.5, "\(large.hashes) hashes per item at 100k")
    #expect(small.equalities <= 4, "\(small.equalities) equality checks per item at 10k")
    #expect(large.equalities <= 4, "\(large.equalities) equality checks per item at 100k")
    #expect(large.hashes <= small.hashes * 1.25 + 0.01)
    #expect(large.equalities <= small.equalities * 1.25)
  }

  @Test func `even a shuffled list costs a constant number of calls per item`() throws {
    let small = try Self.costPerItem(10_000, shuffled: true)
    let large = try Self.costPerItem(100_000, shuffled: true)
    #expect(small.hashes <= 3 && large.hashes <= 3, "\(small.hashes), \(large.hashes)")
    #expect(small.equalities <= 6 && large.equalities <= 6)
    #expect(large.hashes <= small.hashes * 1.25)
  }
}
