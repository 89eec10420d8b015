import Foundation
import PropertyBased
import Tabula
import TabulaTesting
import Testing

/// Random pairs of sectioned snapshots, planned and applied batch by batch to a headless view.
@MainActor
struct UpdateEnginePropertyTests {
  /// How many pairs to run: 10,000 by default, `TABULA_ENGINE_PAIRS` to run more.
  static let pairCount =
    ProcessInfo.processInfo.environment["TABULA_ENGINE_PAIRS"]
    .flatMap(Int.init) ?? 10_000

  @Test func `every batch of every plan is legal and the view ends exactly at the target`() async {
    await propertyCheck(count: Self.pairCount, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      let (old, new) = try RandomSnapshots.pair(seed: seed)
      let plan = UpdatePlan(from: old, to: new)
      var before = old
      for stage in plan.stages {
        let violations = BatchValidator.violations(
          of: stage.batch, before: before.layout.map(\.count),
          after: stage.snapshot.layout.map(\.count))
        #expect(violations.isEmpty, "seed \(seed): \(stage.batch): \(violations)")
        before = stage.snapshot
      }
      #expect(plan.stages.last?.snapshot ?? old == new, "seed \(seed)")
      let (view, dataSource) = HeadlessListView.showingFruits(old, visibleRowLimit: 10)
      dataSource.apply(new)
      #expect(view.problems.isEmpty, "seed \(seed): \(view.problems)")
      #expect(view.shownTokens == new.items.map { ItemToken($0) }, "seed \(seed)")
      #expect(view.counts == new.layout.map(\.count), "seed \(seed)")
      #expect(dataSource.updateCounts.batches == plan.stages.count, "seed \(seed)")
    }
  }
}
