#if os(Linux)
import Benchmark
import Tabula
@_spi(Hosting) import TabulaUIKit
@_spi(StandIn) import UIKit

/// One item of a long `EditableList` replaced, side by side on the two paths and apart from the
/// stand-in's layout: the UIKit path (a `ListDataSource` bound to the list) from the perform to
/// the batch applied; the SwiftUI path (`ListHost`) the same plus the `ListHost.update` SwiftUI
/// runs after the body the change re-evaluates (with the new closures the body makes). Pending
/// animations run after each measurement, outside it. At 10k and 1M: on the stand-in both
/// paths still take O(n) per change here (p50 6-9 ms at 10k, 1.2 s at 1M, alike on the two
/// paths, with or without a layout pass between iterations), which is not located yet.
func addHostedChangeBenchmarks() {
  for count in [10_000, 1_000_000] {
    for entry in HostedEntry.allCases {
      addHostedChangeBenchmark(entry, count: count)
    }
    addUIKitPathBenchmark(count: count)
  }
}

private func addHostedChangeBenchmark(_ entry: HostedEntry, count: Int) {
  let path = entry == .uikit ? "UIKit path" : "SwiftUI path (ListHost apply + update)"
  Benchmark(
    "1 item of \(count == 10_000 ? "10k" : "1M") changed, apart from layout: \(path)",
    configuration: .init(maxDuration: .seconds(5), maxIterations: 500)
  ) { @MainActor benchmark, snapshot async throws in
    let list = EditableList(snapshot)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var host: ListHost<BenchSection, BenchItem<Int>>?
    var dataSource: ListDataSource<BenchSection, BenchItem<Int>>?
    var token: ObservationToken?
    let collectionView: UICollectionView
    switch entry {
    case .uikit:
      collectionView = UICollectionView(
        frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
      let made = ListDataSource<BenchSection, BenchItem<Int>>(
        surface: collectionView,
        registration: CellRegistration<UICollectionViewListCell, BenchItem<Int>>(
          configuration: { BenchRowConfiguration(revision: $0.revision) }),
        diagnostics: .ignore)
      collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain, showing: made))
      token = made.bind(to: list)
      dataSource = made
    case .swiftUI:
      let made = ListHost<BenchSection, BenchItem<Int>>(
        appearance: .plain, diagnostics: .ignore, schedule: { $0() },
        row: { BenchRowConfiguration(revision: $0.revision) })
      made.update(ListHostUpdate(provider: list))
      host = made
      collectionView = made.collectionView
      collectionView.frame = window.bounds
    }
    window.addSubview(collectionView)
    window.makeKeyAndVisible()
    collectionView.layoutIfNeeded()
    // NB: off screen, as in the hosted-list benchmarks.
    let changed = snapshot.numberOfItems / 2
    for iteration in benchmark.scaledIterations {
      let item = BenchItem(id: changed, revision: iteration + 1)
      benchmark.startMeasurement()
      try list.perform(.replaceItem(item), named: "Edit")
      // NB: what `HostedList.updateUIView` does after the body: new closures, then the update.
      host?.replaceContent(row: { BenchRowConfiguration(revision: $0.revision) })
      host?.update(ListHostUpdate(provider: list))
      benchmark.stopMeasurement()
      UIKitStandIn.runPendingAnimations()
    }
    let shown = (host?.dataSource ?? dataSource)?.snapshot
    precondition(shown == list.snapshot, "the collection view's data source shows the list")
    blackHole((host, dataSource, token, window))
  } setup: {
    try Snapshot(sections: [
      SnapshotSection(
        BenchSection(id: 0), items: (0..<count).map { BenchItem(id: $0, revision: 0) })
    ])
  }
}
#endif
