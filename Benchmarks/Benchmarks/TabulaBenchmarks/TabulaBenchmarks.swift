import Benchmark

/// The suite: `swift package benchmark` from `Benchmarks/`.
///
/// Every benchmark runs in its own process, with the same allocator thresholds
/// (``AllocatorThresholds``); fixtures are built in `setup`, outside the measurement.
/// Iterations are capped so that the whole suite runs in a few minutes.
let benchmarks: @Sendable () -> Void = {
  AllocatorThresholds.fix()
  Benchmark.defaultConfiguration = .init(
    metrics: .default + [.peakMemoryResidentDelta],
    warmupIterations: 1,
    maxDuration: .seconds(2),
    maxIterations: 500
  )
  addSnapshotDifferenceBenchmarks()
  addUpdatePlanBenchmarks()
  addSnapshotBuildingBenchmarks()
  addWholeListBenchmarks()
  addListDataSourceBenchmarks()
  addSingleEditApplyBenchmarks()
  addAnchoredApplyBenchmarks()
  addDragAndDropBenchmarks()
  addOutlineBenchmarks()
  addEditingBenchmarks()
  addQueryProviderBenchmarks()
  addBaselineBenchmarks()
  #if os(Linux)
  addHostedListBenchmarks()
  #endif
}

// MARK: - Scenario + Configuration

extension Scenario {
  /// The benchmark configuration for this scenario's size: fewer iterations for larger lists.
  var configuration: Benchmark.Configuration {
    switch itemCount {
    case ..<10_000: .init(maxIterations: 500)
    case ..<500_000: .init(maxIterations: 50)
    default: .init(maxIterations: 10)
    }
  }
}
