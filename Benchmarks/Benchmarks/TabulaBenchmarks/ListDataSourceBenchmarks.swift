import Benchmark
import Tabula
import TabulaTesting

/// A 100k-item change applied through `ListDataSource` to a `HeadlessListView`: planning,
/// validating every batch, and the view's own checks of every row.
///
/// NB: most of this time is the headless view, a test double, making an `ItemToken` for every
/// row it checks; the `UpdatePlan` benchmarks measure the plan alone.
func addListDataSourceBenchmarks() {
  addListDataSourceBenchmark(Int.self, .flat100k)
  addListDataSourceBenchmark(String.self, .flat100k)
}

private func addListDataSourceBenchmark<ID: BenchmarkID>(_: ID.Type, _ scenario: Scenario) {
  Benchmark(
    "ListDataSource<\(ID.typeName)> apply \(scenario.title) to HeadlessListView",
    // NB: each iteration also reloads the view with the old list, outside the measurement but
    // inside `maxDuration`; 15 seconds leave room for about ten samples.
    configuration: .init(maxDuration: .seconds(15), maxIterations: 10)
  ) { @MainActor benchmark, fixture async in
    for _ in benchmark.scaledIterations {
      // Each iteration starts from a view that shows the old list, outside the measurement.
      let view = HeadlessListView(visibleRowLimit: 20)
      let dataSource = ListDataSource<BenchSection, BenchItem<ID>>(
        surface: view, registration: CellRegistration<BenchCell<ID>, BenchItem<ID>>(),
        diagnostics: .ignore)
      // NB: above the default threshold of 1,000 changes the data source reloads instead.
      dataSource.reloadThreshold = .max
      // NB: the completion forms, as before `apply` had async ones: the headless view
      // completes at once, and the measurement stays the synchronous path.
      dataSource.apply(fixture.old, animated: false, completion: nil)
      view.layoutIfNeeded()

      benchmark.startMeasurement()
      dataSource.apply(fixture.new, completion: nil)
      benchmark.stopMeasurement()

      precondition(view.updateCounts.batches >= 1, "the change was not animated")
      precondition(view.problems.isEmpty, "the headless view caught \(view.problems)")
      blackHole(view)
    }
  } setup: {
    try DiffFixture<ID>(scenario)
  }
}

/// The cell the headless view makes for each visible row.
final class BenchCell<ID: BenchmarkID>: ConfigurableCell, HeadlessConstructibleCell {
  private(set) var shown: BenchItem<ID>?

  init() {}

  func configure(with item: BenchItem<ID>, at path: ItemPath) {
    shown = item
  }
}
