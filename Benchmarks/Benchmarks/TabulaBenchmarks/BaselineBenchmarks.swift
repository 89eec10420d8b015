import Benchmark

/// What the diffs are measured against, on the same identifiers in flat order:
/// - the floor any hashing diff pays: every old identifier into a `Dictionary`, every new
///   one looked up;
/// - the standard library's `difference(from:)` (Myers) at 5k and 100k. Its time grows with the
///   product of size and changes: one run at 100k takes seconds (up to half a minute with
///   `String` ids), so it gets three samples and no warm-up, and runs only with the slow
///   baselines (``SlowBaselines``); at 1M a single run takes tens of seconds, so the suite
///   leaves it out.
func addBaselineBenchmarks() {
  for scenario in Scenario.flat + [.sectioned100x1k] {
    addDictionaryBaseline(Int.self, scenario)
    addDictionaryBaseline(String.self, scenario)
  }
  for scenario in SlowBaselines.areIncluded ? [Scenario.flat5k, .flat100k] : [.flat5k] {
    addCollectionDifferenceBaseline(Int.self, scenario)
    addCollectionDifferenceBaseline(String.self, scenario)
  }
}

private func addDictionaryBaseline<ID: BenchmarkID>(_: ID.Type, _ scenario: Scenario) {
  Benchmark(
    "Baseline<\(ID.typeName)> Dictionary lookups \(scenario.title)",
    configuration: scenario.configuration
  ) { benchmark, fixture in
    for _ in benchmark.scaledIterations {
      var oldIndex = [ID: Int](minimumCapacity: fixture.oldIDs.count)
      for (index, id) in fixture.oldIDs.enumerated() { oldIndex[id] = index }
      var found = 0
      for id in fixture.newIDs where oldIndex[id] != nil { found += 1 }
      blackHole(found)
    }
  } setup: {
    try DiffFixture<ID>(scenario)
  }
}

private func addCollectionDifferenceBaseline<ID: BenchmarkID>(_: ID.Type, _ scenario: Scenario) {
  Benchmark(
    "Baseline<\(ID.typeName)> CollectionDifference \(scenario.title)",
    configuration: scenario.itemCount < 10_000
      ? scenario.configuration
      : .init(warmupIterations: 0, maxDuration: .seconds(60), maxIterations: 3)
  ) { benchmark, fixture in
    for _ in benchmark.scaledIterations {
      blackHole(fixture.newIDs.difference(from: fixture.oldIDs))
    }
  } setup: {
    try DiffFixture<ID>(scenario)
  }
}
