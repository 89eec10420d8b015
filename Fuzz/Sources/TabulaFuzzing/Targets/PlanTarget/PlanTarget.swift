import Tabula
import TabulaTesting

/// Two arbitrary snapshots over the same small identities into `UpdatePlan`: every stage
/// passes `BatchValidator` for tables and collection views, the stages end at the target, and
/// a `ListDataSource` animating a `HeadlessListView` from one to the other ends showing
/// exactly the target, with nothing to report.
enum PlanTarget {
  @MainActor
  static func run(_ input: inout FuzzInput) throws(FuzzFailure) {
    let old = input.snapshot(items: 0...47)
    var new = input.snapshot(items: 0...47)
    try? new.reloadItems(input.array(upTo: 3) { $0.int(in: 0...47) })
    try? new.reconfigureItems(input.array(upTo: 3) { $0.int(in: 0...47) })
    try? new.reloadSections(input.array(upTo: 2) { $0.int(in: 0...9) })
    let reuseIdentifier: ((FuzzItem) -> String)? =
      input.bool() ? { "cell \($0.content % 2)" } : nil
    let context = { "from \(old.itemLayout) to \(new.itemLayout)" }
    try checkPlan(
      UpdatePlan(from: old, to: new, reuseIdentifier: reuseIdentifier), from: old, to: new, context)
    let view = ViewSetup(&input)
    try view.check(from: old, to: new, context)
  }

  private static func checkPlan(
    _ plan: UpdatePlan<FuzzSection, FuzzItem>, from old: FuzzSnapshot, to new: FuzzSnapshot,
    _ context: () -> String
  ) throws(FuzzFailure) {
    var before = old
    for stage in plan.stages {
      for surface in [BatchValidator.SurfaceKind.table, .collection] {
        let violations = BatchValidator.violations(
          of: stage.batch, before: before.counts, after: stage.snapshot.counts, surface: surface)
        try require(violations.isEmpty, "\(context()): \(stage.batch) breaks \(violations)")
      }
      before = stage.snapshot
    }
    try require(
      plan.target == new && plan.target.marks == [[], [], []],
      "\(context()): the plan's target is \(plan.target.itemLayout)")
    try require(
      before == plan.target, "\(context()): the stages end at \(before.itemLayout)")
  }
}
