import Benchmark
@_spi(AppKitUpdates) import TabulaAppKit

/// The outline translation alone, its forests built outside the measurement: 100 parents of
/// 999 children each, 99 of them expanded, and the first one expanded by the change.
func addOutlineTranslationBenchmarks() {
  Benchmark(
    "OutlineViewUpdate expand 1,000 children in a 100k-row outline, whole forests",
    configuration: .init(maxDuration: .seconds(10), maxIterations: 200)
  ) { benchmark, forests in
    for _ in benchmark.scaledIterations {
      blackHole(OutlineViewUpdate(from: forests.old, to: forests.new))
    }
  } setup: {
    OutlineTranslationFixture.expandingFirstParent()
  }
  Benchmark(
    "OutlineViewUpdate expand 1,000 children in a 100k-row outline, from the changed parents",
    configuration: .init(maxDuration: .seconds(10), maxIterations: 1_000)
  ) { benchmark, forests in
    for _ in benchmark.scaledIterations {
      blackHole(OutlineViewUpdate(from: forests.old, to: forests.new, changedParents: [0]))
    }
  } setup: {
    OutlineTranslationFixture.expandingFirstParent()
  }
}

/// Forests of 100 parents of 999 children each.
enum OutlineTranslationFixture {
  static func forest(expandingFirst: Bool) -> OutlineForest {
    var nodes: [OutlineForest.Node] = []
    nodes.reserveCapacity(100_000)
    for parent in stride(from: 0, to: 100_000, by: 1_000) {
      nodes.append(.init(id: parent, parent: nil))
      guard parent > 0 || expandingFirst else { continue }
      for child in parent + 1..<parent + 1_000 {
        nodes.append(.init(id: child, parent: parent))
      }
    }
    guard let forest = OutlineForest(nodes) else { preconditionFailure("not a forest") }
    return forest
  }

  static func expandingFirstParent() -> (old: OutlineForest, new: OutlineForest) {
    (forest(expandingFirst: false), forest(expandingFirst: true))
  }
}
