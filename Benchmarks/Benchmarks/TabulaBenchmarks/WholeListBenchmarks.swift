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
    addInterleavedRatio(Int.self, scenario)
    addInterleavedRatio(String.self, scenario)
  }
}

private func addWholeListBenchmark<ID: BenchmarkID>(_: ID.Type, _ scenario: Scenario) {
  Benchmark(
    "WholeList<\(ID.typeName)> build + plan \(scenario.title)",
    configuration: scenario.configuration
  ) { benchmark, fixture in
    for _ in benchmark.scaledIterations {
      try buildAndPlan(fixture)
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
      hashIntoDictionary(fixture)
    }
  } setup: {
    try DiffFixture<ID>(scenario)
  }
}

/// Both paths in one process, one after the other in every iteration, which reports the
/// first's time over the second's in thousandths.
///
/// NB: each benchmark runs in a process of its own, and on this machine a process can run
/// half again as slow as the one before for as long as it lives; a ratio of two separate
/// benchmarks then measures that as much as the code.
private func addInterleavedRatio<ID: BenchmarkID>(_: ID.Type, _ scenario: Scenario) {
  let ratio = BenchmarkMetric.custom(
    "build + plan / floor (‰)", polarity: .prefersSmaller, useScalingFactor: false)
  var configuration = scenario.configuration
  configuration.metrics = [ratio]
  Benchmark(
    "WholeList<\(ID.typeName)> build + plan / Dictionary floor, interleaved \(scenario.title)",
    configuration: configuration
  ) { benchmark, fixture in
    let clock = ContinuousClock()
    for iteration in benchmark.scaledIterations {
      // NB: each goes first every other time, so neither always finds the caches as the
      // other left them.
      let wholeList: Duration
      let floor: Duration
      if iteration.isMultiple(of: 2) {
        floor = clock.measure { hashIntoDictionary(fixture) }
        wholeList = try clock.measure { try buildAndPlan(fixture) }
      } else {
        wholeList = try clock.measure { try buildAndPlan(fixture) }
        floor = clock.measure { hashIntoDictionary(fixture) }
      }
      benchmark.measurement(ratio, Int((wholeList / floor * 1_000).rounded()))
    }
  } setup: {
    try DiffFixture<ID>(scenario)
  }
}

/// What an app pays for a new array: the new snapshot, and the plan to it from the old one.
private func buildAndPlan<ID: BenchmarkID>(_ fixture: DiffFixture<ID>) throws {
  let new = try Snapshot(sections: fixture.newSections)
  blackHole(UpdatePlan(from: fixture.old, to: new))
}

/// The floor any identity diff pays: each new identifier hashed once into a `Dictionary`.
private func hashIntoDictionary<ID: BenchmarkID>(_ fixture: DiffFixture<ID>) {
  // NB: no size hint, as the floor the issue names: the Dictionary grows as it goes.
  var positions: [ID: Int] = [:]
  for (position, id) in fixture.newIDs.enumerated() { positions[id] = position }
  blackHole(positions)
}
