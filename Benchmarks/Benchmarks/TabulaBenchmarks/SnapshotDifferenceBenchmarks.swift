import Benchmark
import Tabula

/// `SnapshotDifference(from:to:)` on prebuilt snapshots, flat and sectioned.
func addSnapshotDifferenceBenchmarks() {
  for scenario in Scenario.flat + [.sectioned100x1k] {
    addSnapshotDifferenceBenchmark(Int.self, scenario)
    addSnapshotDifferenceBenchmark(String.self, scenario)
  }
}

private func addSnapshotDifferenceBenchmark<ID: BenchmarkID>(_: ID.Type, _ scenario: Scenario) {
  Benchmark(
    "Snapshot<\(ID.typeName)> diff \(scenario.title)",
    configuration: scenario.configuration
  ) { benchmark, fixture in
    for _ in benchmark.scaledIterations {
      blackHole(SnapshotDifference(from: fixture.old, to: fixture.new))
    }
  } setup: {
    try DiffFixture<ID>(scenario)
  }
}
