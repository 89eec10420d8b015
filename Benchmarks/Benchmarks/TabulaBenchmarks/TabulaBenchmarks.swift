import Benchmark
import Foundation

/// The suite: `swift package --package-path Benchmarks benchmark` from the repository.
///
/// Every benchmark runs in its own process, with the same allocator thresholds
/// (``AllocatorThresholds``); fixtures are built in `setup`, outside the measurement.
/// Iterations are capped so that the default run takes a few minutes; the slow baselines
/// (``SlowBaselines``) run only when asked for.
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
  addReloadPlacementBenchmarks()
  addSnapshotBuildingBenchmarks()
  addWholeListBenchmarks()
  addListDataSourceBenchmarks()
  addSingleEditApplyBenchmarks()
  addAnchoredApplyBenchmarks()
  addDragAndDropBenchmarks()
  addOutlineBenchmarks()
  addAppKitTranslationBenchmarks()
  addInterleavedTableEditBenchmarks()
  addOutlineAskingBenchmarks()
  addOutlineTranslationBenchmarks()
  addEditingBenchmarks()
  addQueryProviderBenchmarks()
  addBaselineBenchmarks()
  #if os(Linux)
  addHostedListBenchmarks()
  addHostedChangeBenchmarks()
  addSnapshotMemoryBenchmarks()
  #endif
}

/// The baselines that take tens of seconds each, and minutes together: the standard
/// library's `difference(from:)` of 100k items (seconds per iteration) and the refetching
/// SQLite queries (a refetch of 1M rows takes seconds, on a table that takes as long to
/// fill). They register only with `TABULA_BENCHMARK_BASELINES=1` in the environment:
///
/// ```sh
/// TABULA_BENCHMARK_BASELINES=1 swift package --package-path Benchmarks benchmark
/// ```
enum SlowBaselines {
  /// Whether this run registers the slow baselines.
  static let areIncluded = ProcessInfo.processInfo.environment["TABULA_BENCHMARK_BASELINES"] == "1"
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
