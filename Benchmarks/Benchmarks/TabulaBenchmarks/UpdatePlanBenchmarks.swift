import Benchmark
import Tabula

/// `UpdatePlan(from:to:)` on prebuilt snapshots: the diff plus the batches UIKit accepts.
func addUpdatePlanBenchmarks() {
  for scenario in Scenario.flat + [.sectioned100x1k] {
    addUpdatePlanBenchmark(Int.self, scenario)
    addUpdatePlanBenchmark(String.self, scenario)
  }
}

private func addUpdatePlanBenchmark<ID: BenchmarkID>(_: ID.Type, _ scenario: Scenario) {
  Benchmark(
    "UpdatePlan<\(ID.typeName)> \(scenario.title)",
    configuration: scenario.configuration
  ) { benchmark, fixture in
    for _ in benchmark.scaledIterations {
      blackHole(UpdatePlan(from: fixture.old, to: fixture.new))
    }
  } setup: {
    try DiffFixture<ID>(scenario)
  }
}
