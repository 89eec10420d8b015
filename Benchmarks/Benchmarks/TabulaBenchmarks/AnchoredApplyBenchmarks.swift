import Benchmark
@_spi(Surfaces) import Tabula

/// A row prepended to a long list, handed to `ListDataSource` on a surface that shows 20 rows
/// in the middle of the list and does nothing else: the main actor's work from `apply` to the
/// batch, with the data source keeping the user's place (reading the viewport, finding the
/// anchor row in the new snapshot, placing it) and without.
func addAnchoredApplyBenchmarks() {
  for anchoring in [ScrollAnchoring.keepAnchor(.firstFullyVisible), .none] {
    let name = anchoring == .none ? "without anchoring" : "keeping the anchor"
    Benchmark(
      "ListDataSource<Int> apply a 1-row prepend to 100k, \(name), to a surface that does nothing",
      configuration: .init(maxDuration: .seconds(10), maxIterations: 1_000)
    ) { @MainActor benchmark, shown async throws in
      let surface = ViewportIdleSurface(firstRow: 50_000)
      let dataSource = ListDataSource<BenchSection, BenchItem<Int>>(
        surface: surface, registration: CellRegistration<BenchCell<Int>, BenchItem<Int>>(),
        diagnostics: .ignore)
      dataSource.scrollAnchoring = anchoring
      dataSource.apply(shown, animated: false, completion: nil)
      var current = shown
      for iteration in benchmark.scaledIterations {
        // Alternately prepend a row and take it away again.
        var next = current
        if iteration.isMultiple(of: 2) {
          try next.insertItems([BenchItem(id: -1, revision: 0)], at: ItemPath(section: 0, item: 0))
        } else {
          try next.deleteItems([-1])
        }
        benchmark.startMeasurement()
        dataSource.apply(next, completion: nil)
        benchmark.stopMeasurement()
        precondition(surface.batches == iteration + 1, "the prepend was not handed over as a batch")
        current = next
      }
      precondition(
        anchoring == .none || (50_000...50_001).contains(surface.firstRow),
        "the anchor did not keep its place")
      blackHole(dataSource)
    } setup: {
      try Snapshot(sections: [
        SnapshotSection(
          BenchSection(id: 0), items: (0..<100_000).map { BenchItem(id: $0, revision: 0) })
      ])
    }
  }
}

/// A surface that takes every batch at once, shows nothing, and reports a viewport of 20 rows
/// 1 point high from `firstRow`, which placements move.
@MainActor
final class ViewportIdleSurface: ListSurface {
  var client: (any ListSurfaceClient)?
  private(set) var batches = 0
  private(set) var firstRow: Int

  init(firstRow: Int) {
    self.firstRow = firstRow
  }

  var isDisplayingList: Bool { true }

  var scrollViewport: ScrollAnchoring.Viewport? {
    ScrollAnchoring.Viewport(
      rows: (0..<20).map { offset in
        ScrollAnchoring.Viewport.Row(
          path: ItemPath(section: 0, item: firstRow + offset), top: Double(offset), height: 1)
      }, height: 20, isAtTop: false, isAtBottom: false)
  }

  func place(_ placement: ScrollAnchoring.Placement) {
    if case .row(let path, let offset) = placement { firstRow = path.item - Int(offset) }
  }

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
