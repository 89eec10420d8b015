import Foundation
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// What the translation of one local change into outline view calls costs at growing sizes.
/// Given the parents whose children change, ``OutlineViewUpdate`` reads only those parents and
/// their children: the calls and the work (counted here as the identifiers it hashes) stay the
/// same. Without them, it finds them by comparing the children of every row: O(rows).
/// Serialized: the tests share the count of hashes.
@Suite(.serialized)
struct OutlineTranslationCostTests {
  /// An identifier that counts how often it is hashed.
  struct CountedID: Hashable {
    nonisolated(unsafe) static var hashes = 0
    let value: Int

    func hash(into hasher: inout Hasher) {
      Self.hashes += 1
      hasher.combine(value)
    }
  }

  /// An outline of `count` rows: parents of 99 children each, all expanded.
  static func forest(rows count: Int, moving: Bool) throws -> OutlineForest {
    var nodes: [OutlineForest.Node] = []
    nodes.reserveCapacity(count)
    for parent in stride(from: 0, to: count, by: 100) {
      nodes.append(.init(id: CountedID(value: parent), parent: nil))
      for child in parent + 1..<min(parent + 100, count) {
        nodes.append(.init(id: CountedID(value: child), parent: CountedID(value: parent)))
      }
    }
    if moving {
      // Near the middle: one child removed, one inserted, one moved to the next parent.
      let middle = count / 200 * 100
      nodes.removeAll { $0.id == AnyHashable(CountedID(value: middle + 1)) }
      nodes.insert(
        .init(id: CountedID(value: -1), parent: CountedID(value: middle)), at: middle + 3)
      let moved = try #require(
        nodes.firstIndex { $0.id == AnyHashable(CountedID(value: middle + 5)) })
      let node = nodes.remove(at: moved)
      let next = try #require(
        nodes.firstIndex { $0.id == AnyHashable(CountedID(value: middle + 100)) })
      nodes.insert(.init(id: node.id, parent: CountedID(value: middle + 100)), at: next + 1)
    }
    return try #require(OutlineForest(nodes))
  }

  /// The parents the local change touches: the one that loses, gains and moves a child, and
  /// the one that gains the moved child.
  static func changedParents(rows count: Int) -> [AnyHashable?] {
    let middle = count / 200 * 100
    return [CountedID(value: middle), CountedID(value: middle + 100)]
  }

  /// The calls and rows they name, and the identifiers hashed, translating the local change
  /// from the parents it touches (or, with `wholeForests`, from the forests alone).
  static func cost(rows count: Int, wholeForests: Bool = false) throws -> (
    calls: Int, rows: Int, hashes: Int
  ) {
    let old = try forest(rows: count, moving: false)
    let new = try forest(rows: count, moving: true)
    CountedID.hashes = 0
    let update =
      wholeForests
      ? OutlineViewUpdate(from: old, to: new)
      : OutlineViewUpdate(from: old, to: new, changedParents: changedParents(rows: count))
    let rows = update.steps.reduce(0) { total, step in
      switch step {
      case .removeItems(let ranges, _), .insertItems(let ranges, _):
        total + ranges.reduce(0) { $0 + $1.count }
      case .moveItem: total + 1
      }
    }
    return (update.steps.count, rows, CountedID.hashes)
  }

  /// 1,000 to 100,000 rows in CI; `TABULA_APPKIT_COST_ROWS` adds a size (1,000,000 by hand).
  static let sizes =
    [1_000, 10_000, 100_000]
    + (ProcessInfo.processInfo.environment["TABULA_APPKIT_COST_ROWS"].flatMap(Int.init).map { [$0] }
      ?? [])

  @Test
  func
    `a local change makes the same calls naming the same rows at every size, with the same work`()
    throws
  {
    let costs = try Self.sizes.map { try Self.cost(rows: $0) }
    #expect(costs.allSatisfy { $0.calls == costs[0].calls && $0.rows == costs[0].rows })
    // One remove, one insert, one move.
    #expect(costs[0].calls == 3)
    #expect(costs[0].rows == 3)
    // Only the two parents' 200 children are read, whatever the size.
    #expect(costs.allSatisfy { $0.hashes == costs[0].hashes })
    #expect(costs[0].hashes < 20 * 200)
    if Self.sizes.count > 3 { print(costs) }
  }

  @Test
  func `the parents found by comparing whole forests are the two the change touches`() throws {
    let old = try Self.forest(rows: 10_000, moving: false)
    let new = try Self.forest(rows: 10_000, moving: true)
    #expect(
      OutlineForest.changedParents(from: old, to: new) == Self.changedParents(rows: 10_000))
    #expect(
      OutlineViewUpdate(from: old, to: new)
        == OutlineViewUpdate(from: old, to: new, changedParents: Self.changedParents(rows: 10_000))
    )
  }

  @Test
  func `without the changed parents the calls are the same and the work grows with the rows`()
    throws
  {
    let costs = try Self.sizes.map { try Self.cost(rows: $0, wholeForests: true) }
    #expect(costs.allSatisfy { $0.calls == 3 && $0.rows == 3 })
    // Every row of both forests is hashed at least once to compare the children of each.
    for (size, cost) in zip(Self.sizes, costs) { #expect(cost.hashes >= 2 * size) }
  }
}
