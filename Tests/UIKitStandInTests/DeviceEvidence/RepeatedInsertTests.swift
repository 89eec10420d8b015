import Testing
@_spi(StandIn) import UIKit

/// The same index path inserted twice in one batch.
@MainActor struct RepeatedInsertTests {
  /// F09. Scenario: a collection view with one section of 2 items; one batch inserts (0, 0)
  /// twice and the model has 4 items. Expected: legal, the insert counted twice. Sources:
  /// Instagram/IGListKit, `Tests/IGListAdapterE2ETests.m`,
  /// `test_whenInsertingItemsTwice_withDataUpdatedTwice_thatAllUpdatesAppliedWithoutException`
  /// (expects 4 items; stored with a leading `_`, so disabled in that version), and
  /// Instagram/IGListKit#689 and #651 (reducing a crash of repeated deletes to a radar with a
  /// sample project, the maintainer found repeated inserts at one index path handled).
  @Test func `a collection view counts an index path inserted twice as two inserts`() {
    let fixture = CollectionFixture([["a", "b"]])
    let violations = fixture.perform(becoming: [["x", "y", "a", "b"]]) {
      $0.insertItems(at: [itemPath(0, 0)])
      $0.insertItems(at: [itemPath(0, 0)])
    }
    #expect(violations.isEmpty)
    #expect(fixture.view.numberOfItems(inSection: 0) == 4)
    // Which cells a device shows at the repeated index is not on record: the stand-in shifts
    // the old items past both inserts and asks for the two new ones.
    #expect(Set(fixture.dataSource.cellRequests) == [itemPath(0, 0), itemPath(0, 1)])
    #expect(fixture.shownTexts.count == 4)
  }

  /// F09 for tables: no evidence either way. Rule: where evidence is missing, choose what is
  /// safe under every reading, so a table rejects the repeat (a plan the stand-in accepts is
  /// then legal whichever way a table behaves).
  @Test func `a table rejects an index path inserted twice, the safe reading without evidence`() {
    let dataSource = RowsDataSource(rows: ["a", "b"])
    let fixture = TableFixture(dataSource)
    let violations = UIKitStandIn.violations {
      fixture.table.performBatchUpdates {
        dataSource.sections = [["x", "y", "a", "b"]]
        fixture.table.insertRows(at: [path(0, 0)], with: .fade)
        fixture.table.insertRows(at: [path(0, 0)], with: .fade)
      }
    }
    #expect(violations.map(\.kind) == [.duplicateInsert])
    #expect(violations.first?.fidelity == .approximate)
  }
}
