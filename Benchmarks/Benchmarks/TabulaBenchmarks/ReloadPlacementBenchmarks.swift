import Benchmark
import Tabula

/// `UpdatePlan(from:to:reuseIdentifier:)` where, beside the scenario's deletes, inserts and
/// moves, one kept item in a hundred changes: its cell kind (a reload, which the plan checks
/// against both readings of where UIKit puts a reload, splitting it into a delete and an
/// insert where they differ), beside its content alone (a reconfigure, which it does not
/// check). The difference between the two is what keeping reloads legal under both readings
/// costs.
func addReloadPlacementBenchmarks() {
  for scenario in [Scenario.flat100k, .sectioned100x1k] {
    for changesKind in [true, false] {
      Benchmark(
        "UpdatePlan<Int> \(scenario.title), 1% of kept items "
          + (changesKind ? "change cell kind (reloads)" : "change content (reconfigures)"),
        configuration: scenario.configuration
      ) { benchmark, fixture in
        for _ in benchmark.scaledIterations {
          blackHole(UpdatePlan(from: fixture.old, to: fixture.new, reuseIdentifier: cellKind))
        }
      } setup: {
        try ReloadFixture(scenario, changesKind: changesKind)
      }
    }
  }
}

/// The cell kind of an item: odd revisions show in another cell.
@Sendable private func cellKind(_ item: BenchItem<Int>) -> String {
  item.revision.isMultiple(of: 2) ? "plain" : "marked"
}

/// A diff fixture whose new snapshot changes one kept item in a hundred: to revision 1 (another
/// cell kind) or 2 (the same kind).
private struct ReloadFixture: Sendable {
  let old: BenchSnapshot<Int>
  let new: BenchSnapshot<Int>

  init(_ scenario: Scenario, changesKind: Bool) throws {
    let fixture = try DiffFixture<Int>(scenario)
    var new = fixture.new
    let kept = fixture.newIDs.filter { fixture.old.path(of: $0) != nil }
    let changed = stride(from: 0, to: kept.count, by: 100).map {
      BenchItem(id: kept[$0], revision: changesKind ? 1 : 2)
    }
    try new.updateItems(changed)
    old = fixture.old
    self.new = new
  }
}
