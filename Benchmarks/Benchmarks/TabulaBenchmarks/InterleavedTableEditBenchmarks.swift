import Benchmark
@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit

/// One edit of a 1M-row list through the table path over the same edit through the UIKit path,
/// both made by one data source in one process: its surface switches between handing the
/// batch over untouched and translating it for `NSTableView`, and each sample reports the
/// table path's time over the UIKit path's in thousandths, for two pairs of edits (an item
/// deleted, then put back) on each.
///
/// NB: the benchmarks that measure each path in a process of its own cannot show 10%: a
/// process's p50 of this edit moves by 20% from one run to the next. Nor can two data sources
/// in one process: the first edits a data source makes after it takes a snapshot are the
/// slowest (the first of two pairs through the same path took 1.4 to 1.5 times as long as the
/// second), so whichever goes first loses. Here one data source takes both paths, with the
/// same snapshots, after a pair on each that is not measured. Measured with both pairs on the
/// UIKit path, the ratio's p50 read 0.996–1.000.
func addInterleavedTableEditBenchmarks() {
  let ratio = BenchmarkMetric.custom(
    "NSTableView / UIKit path (‰)", polarity: .prefersSmaller, useScalingFactor: false)
  Benchmark(
    "ListDataSource<Int> apply 1 edit of 1M in 1 section, derived, NSTableView / UIKit path, interleaved on one data source",
    configuration: .init(metrics: [ratio], maxDuration: .seconds(20), maxIterations: 2_000)
  ) { @MainActor benchmark, shown async throws in
    let surface = TranslatingSurface(.uiKit)
    let dataSource = benchDataSource(on: surface)
    dataSource.apply(shown, animated: false, completion: nil)
    var current = shown
    let middle = shown.numberOfItems / 2
    let clock = ContinuousClock()
    /// An item deleted, then put back, through one path; the edits are made before each
    /// apply, outside the time measured.
    @MainActor func editPair(translating: Bool) throws -> Duration {
      surface.path = translating ? .table : .uiKit
      // Both paths, not only the table's: reading the rows again touches the data source,
      // which leaves the caches warmer for the edits that follow.
      surface.catchUp()
      var without = current
      try without.deleteItems([middle])
      let deleting = clock.measure { dataSource.apply(without, completion: nil) }
      var with = without
      try with.insertItems(
        [BenchItem(id: middle, revision: 0)], at: ItemPath(section: 0, item: middle))
      let inserting = clock.measure { dataSource.apply(with, completion: nil) }
      current = with
      return deleting + inserting
    }
    // NB: the harness runs this closure once for each sample, with a new data source each
    // time, whose first edits are the slowest: one pair on each path goes first unmeasured,
    // then each path takes the first place once and the last once, so that neither always
    // finds the caches as the other left them.
    _ = try editPair(translating: false)
    _ = try editPair(translating: true)
    for _ in benchmark.scaledIterations {
      let uiKitFirst = try editPair(translating: false)
      let table = try editPair(translating: true) + editPair(translating: true)
      let uiKit = try uiKitFirst + editPair(translating: false)
      precondition(surface.view.calls == 6, "an edit was not translated into one call")
      benchmark.measurement(ratio, Int((table / uiKit * 1_000).rounded()))
    }
    blackHole(dataSource)
  } setup: {
    try BenchSnapshot<Int>.oneSectionOf1M()
  }
}
