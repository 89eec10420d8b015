import Benchmark
@_spi(Surfaces) import Tabula

/// One edit of a long list handed to `ListDataSource`: the main actor's work from `apply` to
/// the batch handed to a surface that does nothing with it.
///
/// "derived" applies the shown snapshot with one item edited, as a provider publishes it: the
/// plan looks at the edited item alone. "rebuilt" applies an equal snapshot built anew from
/// its items, which shares no history with the shown one: the whole list is compared, on the
/// main actor as every apply was before snapshots kept a journal, or in the background
/// (`plansLongUpdatesInBackground`), where the figure is the main actor's time in `apply`,
/// and "to the batch" the time until the surface has the batch.
func addSingleEditApplyBenchmarks() {
  for count in [100_000, 1_000_000] {
    for path in ApplyPath.allCases {
      addSingleEditApplyBenchmark(count: count, path: path)
    }
  }
}

/// How the edited snapshot reaches the data source, and what is measured.
enum ApplyPath: String, CaseIterable {
  case derived = "derived"
  case rebuilt = "rebuilt"
  case rebuiltInBackground = "rebuilt, compared in the background: main actor in apply"
  case rebuiltInBackgroundToBatch = "rebuilt, compared in the background: to the batch"

  var isDerived: Bool { self == .derived }
  var comparesInBackground: Bool { self != .derived && self != .rebuilt }
}

private func addSingleEditApplyBenchmark(count: Int, path: ApplyPath) {
  let title = count == 1_000_000 ? "1M" : "100k"
  Benchmark(
    "ListDataSource<Int> apply 1 edit of \(title) in 1 section, \(path.rawValue), to a surface that does nothing",
    configuration: .init(maxDuration: .seconds(10), maxIterations: path.isDerived ? 1_000 : 20)
  ) { @MainActor benchmark, shown async throws in
    let surface = IdleSurface()
    let dataSource = ListDataSource<BenchSection, BenchItem<Int>>(
      surface: surface, registration: CellRegistration<BenchCell<Int>, BenchItem<Int>>(),
      diagnostics: .ignore)
    dataSource.plansLongUpdatesInBackground = path.comparesInBackground
    dataSource.apply(shown, animated: false, completion: nil)
    var current = shown
    let middle = count / 2
    for iteration in benchmark.scaledIterations {
      // Alternately remove the middle item and put it back: one delete or one insert.
      var next = current
      if iteration.isMultiple(of: 2) {
        try next.deleteItems([middle])
      } else {
        try next.insertItems(
          [BenchItem(id: middle, revision: 0)], at: ItemPath(section: 0, item: middle))
      }
      if !path.isDerived {
        next = try Snapshot(sections: [SnapshotSection(next.sections[0], items: next.items)])
      }
      switch path {
      case .derived, .rebuilt:
        benchmark.startMeasurement()
        dataSource.apply(next, completion: nil)
        benchmark.stopMeasurement()
      case .rebuiltInBackground:
        var isShown = false
        benchmark.startMeasurement()
        dataSource.apply(next) { isShown = true }
        benchmark.stopMeasurement()
        while !isShown { await Task.yield() }
      case .rebuiltInBackgroundToBatch:
        benchmark.startMeasurement()
        await dataSource.apply(next)
        benchmark.stopMeasurement()
      }
      precondition(surface.batches == iteration + 1, "the edit was not handed over as a batch")
      current = next
    }
    blackHole(dataSource)
  } setup: {
    try Snapshot(sections: [
      SnapshotSection(
        BenchSection(id: 0), items: (0..<count).map { BenchItem(id: $0, revision: 0) })
    ])
  }
}

/// A surface that takes every batch at once and shows nothing.
@MainActor
final class IdleSurface: ListSurface {
  var client: (any ListSurfaceClient)?
  private(set) var batches = 0

  var isDisplayingList: Bool { true }

  func registerCell(_ registration: AnyCellRegistration) {}

  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
    self
  }

  func reloadData() {}

  func performBatchUpdates(
    _ batch: BatchUpdate,
    updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    batches += 1
    updateData()
    completion(true)
  }
}
