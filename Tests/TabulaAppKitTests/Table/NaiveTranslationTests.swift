@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// What happens when a UIKit batch is handed to ``TableViewModel`` call by call, as Differ
/// did before tonyarnold/Differ#69: the model catches it, so the property tests would fail
/// on such a translation.
@MainActor
struct NaiveTranslationTests {
  @Test func `UIKit's moves told one after the other turn 0123 into 1032, not 2301`() {
    // tonyarnold/Differ#69 ("Fix NSTableView batch update"): the diff of 0123 to 2301 was
    // [M(0,2), M(1,3)]; "Applying them in order would mean: 0123 + M(0,2) -> 1203, 1203 +
    // M(1,3) -> 1032. This (1032) is also what NSTableView showed".
    let table = TableViewModel(shown: { [2, 3, 0, 1].map { AnyHashable($0) } })
    table.rowsShown([0, 1, 2, 3])
    table.beginUpdates()
    table.moveRow(at: 0, to: 2)
    table.moveRow(at: 1, to: 3)
    #expect(table.rows.map(\.id) == [1, 0, 3, 2].asRows)
    table.endUpdates()
    #expect(!table.violations.isEmpty)
  }

  @Test
  func
    `the data source's batches told call by call land rows wrong where TabulaAppKit's calls do not`()
    throws
  {
    var failures = 0
    for seed in 0..<200 {
      let (old, new) = try RandomLists.pair(seed: seed, shape: .flat)
      let table = TableFixture(showing: old)
      let naive = TableViewModel(shown: { table.dataSource.tableRowIdentities })
      naive.rowsShown(table.dataSource.tableRowIdentities)
      table.apply(new)
      #expect(table.surface.model.violations.isEmpty, "seed \(seed)")
      #expect(
        table.shownIDs == table.dataSource.tableRowIdentities.map(Optional.some), "seed \(seed)")
      naive.beginUpdates()
      for batch in table.surface.batches {
        naive.removeRows(batch.deletedItems.map { $0.item..<$0.item + 1 })
        naive.insertRows(batch.insertedItems.map { $0.item..<$0.item + 1 })
        for move in batch.movedItems { naive.moveRow(at: move.from.item, to: move.to.item) }
      }
      naive.endUpdates()
      if !naive.violations.isEmpty { failures += 1 }
    }
    // Most pairs with moves go wrong; some of 200 certainly do.
    #expect(failures > 20)
  }
}

// MARK: - TableViewModel + Rows

extension TableViewModel {
  /// Shows rows without a call: the table as loaded.
  func rowsShown(_ ids: [AnyHashable]) {
    let shown = self.shown
    self.shown = { ids }
    reloadData()
    self.shown = shown
  }
}
