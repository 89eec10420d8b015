@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// What the translation of one local change costs at growing sizes: the calls it makes and
/// the rows they name stay the same from a thousand rows to a million (O(changes), not O(n)).
@MainActor
struct TranslationCostTests {
  /// A change near the middle of a list of `count` rows in one section with a header: a row
  /// deleted, one inserted, two moved across each other, one reloaded.
  static func localChange(rows count: Int) throws -> TableViewUpdate {
    let middle = count / 2
    var batch = BatchUpdate()
    batch.deletedItems = [ItemPath(section: 0, item: middle)]
    batch.insertedItems = [ItemPath(section: 0, item: middle + 5)]
    batch.movedItems = [
      .init(
        from: ItemPath(section: 0, item: middle + 10), to: ItemPath(section: 0, item: middle + 20)),
      .init(
        from: ItemPath(section: 0, item: middle + 20), to: ItemPath(section: 0, item: middle + 10)),
    ]
    batch.reloadedItems = [ItemPath(section: 0, item: middle + 30)]
    let layout = RowLayout(sections: [.init(itemCount: count, hasHeader: true)])
    let changes = try #require(RowChanges(batch: batch, from: layout, to: layout))
    return TableViewUpdate(changes)
  }

  /// The number of calls and of rows they name.
  static func cost(_ update: TableViewUpdate) -> (calls: Int, rows: Int) {
    let rows = update.steps.reduce(0) { total, step in
      switch step {
      case .removeRows(let ranges), .insertRows(let ranges):
        total + ranges.reduce(0) { $0 + $1.count }
      case .moveRow: total + 1
      }
    }
    return (update.steps.count, rows)
  }

  @Test
  func
    `a local change makes the same calls naming the same number of rows from 1,000 to 1,000,000 rows`()
    throws
  {
    let costs = try [1_000, 10_000, 100_000, 1_000_000].map {
      try Self.cost(Self.localChange(rows: $0))
    }
    #expect(costs.allSatisfy { $0 == costs[0] })
    // One remove call (the deleted and the reloaded row), two moves, one insert call.
    #expect(costs[0].calls == 4)
    #expect(costs[0].rows == 6)
  }

  @Test func `a deleted section of a million rows is one range in one call`() throws {
    var batch = BatchUpdate()
    batch.deletedSections = [1]
    let old = RowLayout(sections: [
      .init(itemCount: 3, hasHeader: true), .init(itemCount: 1_000_000, hasHeader: true),
    ])
    let new = RowLayout(sections: [.init(itemCount: 3, hasHeader: true)])
    let changes = try #require(RowChanges(batch: batch, from: old, to: new))
    #expect(TableViewUpdate(changes).steps == [.removeRows([4..<1_000_005])])
  }
}
