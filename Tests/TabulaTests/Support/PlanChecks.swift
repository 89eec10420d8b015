import Tabula
import TabulaTesting
import Testing

/// Checks every stage of a plan with the validator, and that the plan ends at `new`.
func checkedPlan(
  _ old: FruitSnapshot, _ new: FruitSnapshot, reuseIdentifier: ((Fruit) -> String)? = nil
) -> UpdatePlan<Shelf, Fruit> {
  let plan = UpdatePlan(from: old, to: new, reuseIdentifier: reuseIdentifier)
  var before = old
  for stage in plan.stages {
    let violations = BatchValidator.violations(
      of: stage.batch, before: before.layout.map(\.count),
      after: stage.snapshot.layout.map(\.count))
    #expect(violations.isEmpty, "\(stage.batch): \(violations)")
    before = stage.snapshot
  }
  #expect(before == new)
  return plan
}

/// Plans the update from `old` to `new` with ``checkedPlan(_:_:reuseIdentifier:)``, and
/// expects a headless view showing `old` to end showing `new`, in as many batches as the plan
/// has stages, with no problem.
@MainActor
func expectLegalUpdate(from old: FruitSnapshot, to new: FruitSnapshot, seed: Int) {
  let plan = checkedPlan(old, new)
  let (view, dataSource) = HeadlessListView.showingFruits(old, visibleRowLimit: 10)
  dataSource.apply(new)
  #expect(view.problems.isEmpty, "seed \(seed): \(view.problems)")
  #expect(view.shownTokens == new.items.map { ItemToken($0) }, "seed \(seed)")
  #expect(view.counts == new.layout.map(\.count), "seed \(seed)")
  #expect(dataSource.updateCounts.batches == plan.stages.count, "seed \(seed)")
}
