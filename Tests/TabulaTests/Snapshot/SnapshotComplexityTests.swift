import Tabula
import Testing

/// Fences the snapshot's complexity by counting hash and equality calls, never by timing.
///
/// Skipped when invariant checks are compiled in: they re-read the whole snapshot after every
/// change, on purpose.
@Suite(.disabled(if: internalChecksEnabled, "TABULA_INTERNAL_CHECKS re-reads every snapshot"))
struct SnapshotComplexityTests {
  typealias CountedSnapshot = Snapshot<CountedSection, CountedItem>

  static func sections(items: Int, perSection: Int = 100) -> [SnapshotSection<
    CountedSection, CountedItem
  >] {
    stride(from: 0, to: items, by: perSection).map { start in
      SnapshotSection(
        CountedSection(id: CountingID(value: -start - 1)),
        items: (start..<min(start + perSection, items)).map {
          CountedItem(id: CountingID(value: $0))
        })
    }
  }

  /// Hash and equality calls per item for building a snapshot of `n` items and then looking
  /// every item up by identifier.
  static func costPerItem(_ n: Int) throws -> (hashes: Double, equalities: Double) {
    let input = sections(items: n)
    let counts = try OperationCounter.count {
      let snapshot = try CountedSnapshot(sections: input)
      for section in input {
        for item in section.items where snapshot.path(of: item.id) == nil {
          Issue.record("item \(item.id.value) not found")
        }
      }
    }
    return (Double(counts.hashes) / Double(n), Double(counts.equalities) / Double(n))
  }

  @Test func `building and looking up grows linearly in hash and equality calls`() throws {
    let small = try Self.costPerItem(10_000)
    let large = try Self.costPerItem(100_000)
    // One hash to index each item and section, one per lookup: a constant per item.
    #expect(small.hashes <= 3, "\(small.hashes) hashes per item at 10k")
    #expect(large.hashes <= 3, "\(large.hashes) hashes per item at 100k")
    #expect(small.equalities <= 3, "\(small.equalities) equality checks per item at 10k")
    #expect(large.equalities <= 3, "\(large.equalities) equality checks per item at 100k")
    // Ten times the items costs ten times the calls, not a hundred times.
    #expect(large.hashes <= small.hashes * 1.25)
    #expect(large.equalities <= small.equalities * 1.25 + 0.1)
  }

  @Test func `appending items costs in proportion to the items appended`() throws {
    var snapshot = try CountedSnapshot(sections: Self.sections(items: 100_000))
    let batch = (0..<1_000).map { CountedItem(id: CountingID(value: 1_000_000 + $0)) }
    let counts = try OperationCounter.count { try snapshot.appendItems(batch) }
    // Checking and indexing a thousand new items, not re-reading the 100,000 already there.
    #expect(counts.hashes <= 3 * batch.count, "\(counts.hashes) hashes")
    #expect(snapshot.numberOfItems == 101_000)
  }

  @Test func `a duplicate in a large build is found in linear time`() throws {
    var input = Self.sections(items: 100_000)
    input[999].items.append(CountedItem(id: CountingID(value: 5)))
    let counts = OperationCounter.count {
      #expect(throws: SnapshotError<CountingID, CountingID>.self) {
        try CountedSnapshot(sections: input)
      }
    }
    #expect(counts.hashes <= 8 * 100_000, "\(counts.hashes) hashes")
  }
}
