import Benchmark
@_spi(Surfaces) import Tabula

/// One edit of a long list handed to `ListDataSource`: the main actor's work from `apply` to
/// the batch handed to a surface that does nothing with it.
///
/// "derived" applies the shown snapshot with one item edited, as a provider publishes it: the
/// plan looks at the edited item alone. "rebuilt" applies an equal snapshot built anew from
/// its items, which shares no history with the shown one: the whole list is diffed, as every
/// apply was before snapshots kept a journal.
func addSingleEditApplyBenchmarks() {
  for count in [100_000, 1_000_000] {
    for derived in [true, false] {
      addSingleEditApplyBenchmark(count: count, derived: derived)
    }
  }
}

private func addSingleEditApplyBenchmark(count: Int, derived: Bool) {
  let title = count == 1_000_000 ? "1M" : "100k"
  Benchmark(
    "ListDataSource<Int> apply 1 edit of \(title) in 1 section, \(derived ? "derived" : "rebuilt"), to a surface that does nothing",
    configuration: .init(maxDuration: .seconds(10), maxIterations: derived ? 1_000 : 20)
  ) { @MainActor benchmark, shown async throws in
    let surface = IdleSurface()
    let dataSource = ListDataSource<BenchSection, BenchItem<Int>>(
      surface: surface, registration: CellRegistration<BenchCell<Int>, BenchItem<Int>>(),
      diagnostics: .ignore)
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
      if !derived {
        next = try Snapshot(sections: [SnapshotSection(next.sections[0], items: next.items)])
      }
      benchmark.startMeasurement()
      dataSource.apply(next, completion: nil)
      benchmark.stopMeasurement()
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
