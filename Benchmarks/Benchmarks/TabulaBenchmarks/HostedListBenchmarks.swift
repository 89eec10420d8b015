#if os(Linux)
import Benchmark
@_spi(Hosting) import Tabula
@_spi(Hosting) import TabulaUIKit
@_spi(StandIn) import UIKit

/// One item changed in a long list, shown in a collection view in list layout two ways: the
/// UIKit path (a `ListDataSource` bound to the provider) and the SwiftUI entry point
/// (`ListHost`, which `TabulaList` forwards to), with the view's update that SwiftUI runs after
/// a body re-evaluates handed equal inputs. Both run against the UIKit stand-in on Linux: the
/// figures compare the two paths, not what iOS takes.
func addHostedListBenchmarks() {
  for entry in HostedEntry.allCases {
    addHostedListBenchmark(entry)
  }
  for count in [1_000, 1_000_000] {
    addEqualUpdateBenchmark(count: count)
  }
  for count in [10_000, 1_000_000] {
    addHostOwnWorkBenchmark(count: count, warm: false)
    addHostOwnWorkBenchmark(count: count, warm: true)
  }
}

/// The SwiftUI entry point's own share of one changed item, at 10k and 1M rows: the data
/// source has applied the change and the stand-in has laid it out (both outside the
/// measurement, as on the UIKit path); what is measured is what `HostedList.updateUIView` then
/// hands the host after the body the change re-evaluates: new closures
/// (`ListHost.replaceContent`), which the rows on screen must show (issue 52, item 2.1), and
/// the update. It must cost the rows on screen, not the list. The stand-in's O(n) batch runs
/// just before each measurement and leaves the caches cold: the more so the longer the list
/// (its index-path tables of n rows), which makes the same work cost more at 1M than at 10k.
/// With `warm`, the same update (new closures + update) runs once more before the measured one,
/// outside the measurement, so that the measured one starts from caches the host's own work
/// warmed and measures the host apart from what the stand-in's batch left in them.
private func addHostOwnWorkBenchmark(count: Int, warm: Bool) {
  Benchmark(
    "1 item of \(count == 10_000 ? "10k" : "1M") changed, to a collection view: ListHost's own "
      + "update after it (new closures + update), apart from layout"
      + (warm ? ", caches warm" : ""),
    configuration: .init(maxDuration: .seconds(10), maxIterations: 200)
  ) { @MainActor benchmark, snapshot async throws in
    let list = EditableList(snapshot)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host = ListHost<BenchSection, BenchItem<Int>>(
      appearance: .plain, diagnostics: .ignore, schedule: { $0() },
      row: { BenchRowConfiguration(revision: $0.revision) })
    host.update(ListHostUpdate(provider: list))
    host.collectionView.frame = window.bounds
    window.addSubview(host.collectionView)
    window.makeKeyAndVisible()
    host.collectionView.layoutIfNeeded()
    let middle = snapshot.numberOfItems / 2
    for iteration in benchmark.scaledIterations {
      try list.perform(.replaceItem(BenchItem(id: middle, revision: iteration + 1)), named: "Edit")
      UIKitStandIn.runPendingAnimations()
      if warm {
        host.replaceContent(row: { BenchRowConfiguration(revision: $0.revision) })
        host.update(ListHostUpdate(provider: list))
      }
      benchmark.startMeasurement()
      host.replaceContent(row: { BenchRowConfiguration(revision: $0.revision) })
      host.update(ListHostUpdate(provider: list))
      benchmark.stopMeasurement()
    }
    precondition(host.dataSource.snapshot == list.snapshot, "the host shows the list")
    blackHole((host, window))
  } setup: {
    try Snapshot(sections: [
      SnapshotSection(
        BenchSection(id: 0), items: (0..<count).map { BenchItem(id: $0, revision: 0) })
    ])
  }
}

/// What SwiftUI adds when a body re-evaluates without changing the list's inputs: new
/// closures and one `ListHost.update` (as `HostedList.updateUIView` hands them), which must
/// bind nothing and plan no row, and configures the rows on screen.
private func addEqualUpdateBenchmark(count: Int) {
  Benchmark(
    "ListHost 1,000 updates with equal inputs and new closures, "
      + "\(count == 1_000 ? "1k" : "1M") rows shown",
    configuration: .init(maxDuration: .seconds(10), maxIterations: 20)
  ) { @MainActor benchmark, snapshot async throws in
    let list = EditableList(snapshot)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host = ListHost<BenchSection, BenchItem<Int>>(
      appearance: .plain, diagnostics: .ignore, schedule: { $0() },
      row: { BenchRowConfiguration(revision: $0.revision) })
    var selection: Set<Int> = [3]
    var update = ListHostUpdate(provider: list)
    update.selection = HostBinding(selection) { selection = $0 }
    host.update(update)
    host.collectionView.frame = window.bounds
    window.addSubview(host.collectionView)
    window.makeKeyAndVisible()
    host.collectionView.layoutIfNeeded()
    let shown = host.dataSource.snapshot
    for _ in benchmark.scaledIterations {
      benchmark.startMeasurement()
      for _ in 0..<1_000 {
        host.replaceContent(row: { BenchRowConfiguration(revision: $0.revision) })
        host.update(update)
      }
      benchmark.stopMeasurement()
    }
    precondition(host.dataSource.snapshot == shown, "an equal update changed the rows")
    blackHole((host, window, selection))
  } setup: {
    try Snapshot(sections: [
      SnapshotSection(
        BenchSection(id: 0), items: (0..<count).map { BenchItem(id: $0, revision: 0) })
    ])
  }
}

/// Which way the change reaches the collection view.
enum HostedEntry: String, CaseIterable {
  case uikit = "UIKit path (ListDataSource.bind)"
  case swiftUI = "SwiftUI entry point (ListHost, update with equal inputs)"
}

/// The configuration every benchmark row shows.
struct BenchRowConfiguration: UIContentConfiguration {
  var revision: Int

  func makeContentView() -> any UIView & UIContentView { BenchRowView(configuration: self) }

  func updated(for state: any UIConfigurationState) -> BenchRowConfiguration { self }
}

/// The content view of a benchmark row.
final class BenchRowView: UIView, UIContentView {
  var configuration: any UIContentConfiguration

  init(configuration: BenchRowConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    configuration = BenchRowConfiguration(revision: 0)
    super.init(coder: coder)
  }
}

private func addHostedListBenchmark(_ entry: HostedEntry) {
  Benchmark(
    "1 item of 1M changed, to a collection view: \(entry.rawValue)",
    configuration: .init(maxDuration: .seconds(10), maxIterations: 200)
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
      dataSource = ListDataSource(
        surface: collectionView,
        registration: CellRegistration<UICollectionViewListCell, BenchItem<Int>>(
          configuration: { BenchRowConfiguration(revision: $0.revision) }),
        diagnostics: .ignore)
      if let dataSource {
        // NB: the list layout ListHost builds, so that both paths lay out the same view.
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .plain, showing: dataSource))
      }
      token = dataSource?.bind(to: list)
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
    let middle = snapshot.numberOfItems / 2
    for iteration in benchmark.scaledIterations {
      let item = BenchItem(id: middle, revision: iteration + 1)
      benchmark.startMeasurement()
      try list.perform(.replaceItem(item), named: "Edit")
      host?.update(ListHostUpdate(provider: list))
      UIKitStandIn.runPendingAnimations()
      benchmark.stopMeasurement()
    }
    let shown = (host?.dataSource ?? dataSource)?.snapshot
    precondition(shown == list.snapshot, "the collection view's data source shows the list")
    blackHole((host, dataSource, token, window))
  } setup: {
    try Snapshot(sections: [
      SnapshotSection(
        BenchSection(id: 0), items: (0..<1_000_000).map { BenchItem(id: $0, revision: 0) })
    ])
  }
}
#endif
