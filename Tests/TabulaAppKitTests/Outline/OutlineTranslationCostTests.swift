import Foundation
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// What the translation of one local change into outline view calls costs at growing sizes.
/// The calls stay the same; the work does not: ``OutlineViewUpdate`` takes the whole forests
/// before and after, and walks and hashes every row of them (its work is counted here as the
/// identifiers it hashes).
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

  /// The calls and rows they name, and the identifiers hashed, translating the local change.
  static func cost(rows count: Int) throws -> (calls: Int, rows: Int, hashes: Int) {
    let old = try forest(rows: count, moving: false)
    let new = try forest(rows: count, moving: true)
    CountedID.hashes = 0
    let update = OutlineViewUpdate(from: old, to: new)
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
    `a local change makes the same calls naming the same rows at every size, with work that grows`()
    throws
  {
    let costs = try Self.sizes.map { try Self.cost(rows: $0) }
    #expect(costs.allSatisfy { $0.calls == costs[0].calls && $0.rows == costs[0].rows })
    // One remove, one insert, one move.
    #expect(costs[0].calls == 3)
    #expect(costs[0].rows == 3)
    // Every row of both forests is hashed at least once: Simulation.init indexes the old
    // forest, the kept parents and `expanded` walk the new one, and each kept parent's
    // children are hashed to find those that stay.
    for (size, cost) in zip(Self.sizes, costs) { #expect(cost.hashes >= 2 * size) }
    withKnownIssue("OutlineViewUpdate takes whole forests: O(rows) per batch") {
      #expect(costs.allSatisfy { $0.hashes == costs[0].hashes })
    }
    if Self.sizes.count > 3 { print(costs) }
  }
}
