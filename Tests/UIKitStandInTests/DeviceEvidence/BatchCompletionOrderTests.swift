import Testing
@_spi(StandIn) import UIKit

/// The order of nested batches' completion handlers, as a device ran them.
@MainActor struct BatchCompletionOrderTests {
  /// F01. Scenario: a collection view; an outer `performBatchUpdates` holding two empty inner
  /// ones, each with a completion handler. Expected: the handlers run outer, inner 0, inner 1.
  /// Source: TextureGroup/Texture, `Tests/ASUICollectionViewTests.mm`,
  /// `testThatNestedBatchCompletionsAreCalledInOrder` (a test against UIKit on a simulator).
  @Test func `nested completions run outer first, then the inner ones in order`() {
    let fixture = CollectionFixture([["a"]])
    var order: [String] = []
    let violations = UIKitStandIn.violations {
      fixture.view.performBatchUpdates {
        fixture.view.performBatchUpdates({}) { _ in order.append("inner 0") }
        fixture.view.performBatchUpdates({}) { _ in order.append("inner 1") }
      } completion: { _ in
        order.append("outer")
      }
    }
    #expect(violations.isEmpty)
    #expect(order.isEmpty)
    UIKitStandIn.runPendingAnimations()
    #expect(order == ["outer", "inner 0", "inner 1"])
  }

  /// Tables share the engine, so the same order; nothing on record says a table differs.
  @Test func `a table's nested completions run in the order their batches began`() {
    let fixture = TableFixture(RowsDataSource(rows: ["a"]))
    var order: [String] = []
    fixture.table.performBatchUpdates {
      fixture.table.beginUpdates()
      fixture.table.performBatchUpdates({}) { _ in order.append("inner") }
      fixture.table.endUpdates()
    } completion: { _ in
      order.append("outer")
    }
    UIKitStandIn.runPendingAnimations()
    #expect(order == ["outer", "inner"])
  }
}
