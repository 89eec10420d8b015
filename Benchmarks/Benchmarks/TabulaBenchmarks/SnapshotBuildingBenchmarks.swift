import Benchmark
import Tabula

/// `Snapshot(sections:)` of 1M items: the lookup tables and the duplicate check.
func addSnapshotBuildingBenchmarks() {
  addSnapshotBuildingBenchmark(Int.self, .flat1M)
  addSnapshotBuildingBenchmark(String.self, .flat1M)
}

private func addSnapshotBuildingBenchmark<ID: BenchmarkID>(_: ID.Type, _ scenario: Scenario) {
  Benchmark(
    "Snapshot<\(ID.typeName)> build 1M (Snapshot(sections:))",
    configuration: scenario.configuration
  ) { benchmark, fixture in
    for _ in benchmark.scaledIterations {
      blackHole(try Snapshot(sections: fixture.newSections))
    }
  } setup: {
    try DiffFixture<ID>(scenario)
  }
}
