import Benchmark

/// What the diffs are measured against, on the same identifiers in flat order:
/// - the floor any hashing diff pays: every old identifier into a `Dictionary`, every new
///   one looked up;
/// - the standard library's `difference(from:)` (Myers), at 5k only: its time and memory grow
///   with the product of size and changes, and at 100k it does not finish in reasonable time.
func addBaselineBenchmarks() {
  for scenario in Scenario.flat + [.sectioned100x1k] {
    addDictionaryBaseline(Int.self, scenario)
    addDictionaryBaseline(String.self, scenario)
  }
  addCollectionDifferenceBaseline(Int.self, .flat5k)
  addCollectionDifferenceBaseline(String.self, .flat5k)
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

private func addCollectionDifferenceBaseline<ID: BenchmarkID>(_: ID.Type, _ scenario: Scenario)
{
  Benchmark(
    "Baseline<\(ID.typeName)> CollectionDifference \(scenario.title)",
    configuration: scenario.configuration
  ) { benchmark, fixture in
    for _ in benchmark.scaledIterations {
      blackHole(fixture.newIDs.difference(from: fixture.oldIDs))
    }
  } setup: {
    try DiffFixture<ID>(scenario)
  }
}
