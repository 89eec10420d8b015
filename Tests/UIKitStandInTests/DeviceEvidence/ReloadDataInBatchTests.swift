import Testing
@_spi(StandIn) import UIKit

/// `reloadData()` called inside a batch update.
@MainActor struct ReloadDataInBatchTests {
  /// F14. Scenario: a collection view of one section with 2 items; inside
  /// `performBatchUpdates` the model gains a section and `reloadData()` is called. Expected:
  /// it fails with an `NSInternalInconsistencyException`. Sources: composed-swift/Composed,
  /// `Tests/ComposedUITests/UICollectionViewTests.swift`, `testReloadDataInBatchUpdate` (run on
  /// a simulator inside `XCTExpectFailure`: the call is expected to fail), and
  /// traderepublic/SectionKit PR #99 (an `NSInternalInconsistencyException` from `reloadData`
  /// inside `performBatchUpdates`, fixed by calling it outside). Neither records UIKit's text,
  /// so the stand-in's is its own.
  @Test func `reloadData inside a collection view's batch raises`() {
    let fixture = CollectionFixture([["0, 0", "0, 1"]])
    let violations = UIKitStandIn.violations {
      fixture.view.performBatchUpdates {
        fixture.dataSource.sections.append(["1, 0"])
        fixture.view.reloadData()
      }
    }
    #expect(violations.map(\.kind) == [.reloadDataInsideBatch])
    #expect(violations.first?.severity == .exception)
    #expect(violations.first?.exceptionName == "NSInternalInconsistencyException")
    #expect(violations.first?.fidelity == .approximate)
    #expect(fixture.view.numberOfSections == 2)
  }

  /// The sources are collection views; a table raises too, the reading that is safe whichever
  /// way a table behaves.
  @Test func `reloadData inside a table's batch raises, then the table reloads`() {
    let dataSource = RowsDataSource(rows: ["a"])
    let fixture = TableFixture(dataSource)
    var finished: [Bool] = []
    let violations = UIKitStandIn.violations {
      fixture.table.performBatchUpdates {
        dataSource.sections[0] += ["b", "c"]
        fixture.table.reloadData()
      } completion: {
        finished.append($0)
      }
    }
    UIKitStandIn.runPendingAnimations()
    #expect(violations.map(\.kind) == [.reloadDataInsideBatch])
    #expect(violations.first?.severity == .exception)
    #expect(finished == [false])
    #expect(fixture.table.standInCachedCounts == [3])
  }
}
