import Benchmark
import Tabula

/// The whole-list path an app takes when it hands Tabula a new array: `Snapshot(sections:)` of
/// the new sections, then `UpdatePlan(from:to:)` from the shown snapshot, beside the floor any
/// identity diff pays: every new identifier hashed once into a `Dictionary`.
func addWholeListBenchmarks() {
  for scenario in Scenario.flat + [.sectioned100x1k] {
    addWholeListBenchmark(Int.self, scenario)
    addWholeListBenchmark(String.self, scenario)
    addDictionaryFloor(Int.self, scenario)
    addDictionaryFloor(String.self, scenario)
  }
}

private func addWholeListBenchmark<ID: BenchmarkID>(_: ID.Type, _ scenario: Scenario) {
  Benchmark(
    "WholeList<\(ID.typeName)> build + plan \(scenario.title)",
    configuration: scenario.configuration
  ) { benchmark, fixture in
    for _ in benchmark.scaledIterations {
      let new = try Snapshot(sections: fixture.newSections)
      blackHole(UpdatePlan(from: fixture.old, to: new))
    }
  } setup: {
    try DiffFixture<ID>(scenario)
  }
}

private func addDictionaryFloor<ID: BenchmarkID>(_: ID.Type, _ scenario: Scenario) {
  Benchmark(
    "WholeList<\(ID.typeName)> Dictionary floor \(scenario.title)",
    configuration: scenario.configuration
  ) { benchmark, fixture in
    for _ in benchmark.scaledIterations {
      // NB: no size hint, as the floor the issue names: each new identifier hashed into a
      // Dictionary once, growing as it goes.
      var positions: [ID: Int] = [:]
      for (position, id) in fixture.newIDs.enumerated() { positions[id] = position }
      blackHole(positions)
    }
  } setup: {
    try DiffFixture<ID>(scenario)
  }
}
