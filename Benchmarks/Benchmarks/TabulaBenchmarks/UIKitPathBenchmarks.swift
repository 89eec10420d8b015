import Benchmark
@_spi(Surfaces) import Tabula

/// The UIKit path's own work for the same change, apart from any view: an `EditableList`'s
/// `perform` to the batch, through a `ListDataSource` bound to it and a surface that does
/// nothing (the reference of the AppKit translations). The SwiftUI path does the same, then
/// the host's own update ("ListHost's own update after it").
func addUIKitPathBenchmark(count: Int) {
  Benchmark(
    "1 item of \(count == 10_000 ? "10k" : "1M") changed: UIKit path to a surface that does "
      + "nothing",
    configuration: .init(maxDuration: .seconds(5), maxIterations: 1_000)
  ) { @MainActor benchmark, snapshot async throws in
    let list = EditableList(snapshot)
    let surface = TranslatingSurface(.uiKit)
    let dataSource = ListDataSource<BenchSection, BenchItem<Int>>(
      surface: surface, registration: CellRegistration<BenchCell<Int>, BenchItem<Int>>(),
      diagnostics: .ignore)
    let token = dataSource.bind(to: list)
    let changed = snapshot.numberOfItems / 2
    for iteration in benchmark.scaledIterations {
      let item = BenchItem(id: changed, revision: iteration + 1)
      benchmark.startMeasurement()
      try list.perform(.replaceItem(item), named: "Edit")
      benchmark.stopMeasurement()
    }
    precondition(dataSource.snapshot == list.snapshot, "the data source shows the list")
    blackHole((dataSource, token, surface))
  } setup: {
    try Snapshot(sections: [
      SnapshotSection(
        BenchSection(id: 0), items: (0..<count).map { BenchItem(id: $0, revision: 0) })
    ])
  }
}
