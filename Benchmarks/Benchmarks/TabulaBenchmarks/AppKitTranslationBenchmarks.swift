import Benchmark
@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit

/// The AppKit paths beside the UIKit path they reuse: the same change planned by
/// `ListDataSource`, then handed to a surface that does nothing with it ("UIKit path") or to
/// one that translates it into the calls AppKit takes and makes them on a view that does
/// nothing ("NSTableView", "NSCollectionView", "NSOutlineView").
///
/// The bar: each AppKit path within 10% of the UIKit path.
func addAppKitTranslationBenchmarks() {
  for path in AppKitPath.allCases where path != .outline {
    Benchmark(
      "ListDataSource<Int> apply 1 edit of 1M in 1 section, derived, \(path.rawValue)",
      configuration: .init(maxDuration: .seconds(10), maxIterations: 1_000)
    ) { @MainActor benchmark, shown async throws in
      let surface = TranslatingSurface(path)
      let dataSource = benchDataSource(on: surface)
      dataSource.apply(shown, animated: false, completion: nil)
      var current = shown
      // Counted, not read: flattening the 1M items (a 16 MB copy) before each sample left
      // the measured apply to start on cold caches, some 25 µs of either path's p50.
      let middle = shown.numberOfItems / 2
      for iteration in benchmark.scaledIterations {
        var next = current
        if iteration.isMultiple(of: 2) {
          try next.deleteItems([middle])
        } else {
          try next.insertItems(
            [BenchItem(id: middle, revision: 0)], at: ItemPath(section: 0, item: middle))
        }
        benchmark.startMeasurement()
        dataSource.apply(next, completion: nil)
        benchmark.stopMeasurement()
        precondition(surface.batches == iteration + 1, "the edit was not handed over as a batch")
        current = next
      }
      blackHole(dataSource)
    } setup: {
      try BenchSnapshot<Int>.oneSectionOf1M()
    }
  }
  for path in [AppKitPath.uiKit, .outline] {
    for toggle in OutlineToggle.allCases {
      Benchmark(
        "ListDataSource<Int> \(toggle.rawValue) 1,000 children in a 100k-row outline, \(path.rawValue)",
        configuration: .init(maxDuration: .seconds(10), maxIterations: 200)
      ) { @MainActor benchmark, outline async throws in
        let surface = TranslatingSurface(path)
        let dataSource = OutlineOf100kRows.dataSource(on: surface, showing: outline)
        let parents = OutlineOf100kRows.parents
        for iteration in benchmark.scaledIterations {
          if toggle == .collapse { dataSource.expand([parents[0]]) }
          benchmark.startMeasurement()
          switch toggle {
          case .expand: dataSource.expand([parents[0]])
          case .collapse: dataSource.collapse([parents[0]])
          }
          benchmark.stopMeasurement()
          if toggle == .expand { dataSource.collapse([parents[0]]) }
          precondition(surface.batches == 2 * (iteration + 1), "not one batch each way")
        }
        blackHole(dataSource)
      } setup: {
        try BenchSnapshot<Int>.outlineOf100kRows()
      }
    }
  }
}

/// The change an outline benchmark measures: a parent of 1,000 children expanded, or
/// collapsed.
enum OutlineToggle: String, CaseIterable {
  case expand
  case collapse
}

/// Where a batch goes once planned.
enum AppKitPath: String, CaseIterable {
  case uiKit = "UIKit path: to a surface that does nothing"
  case table = "NSTableView: translated to a table that does nothing"
  case collection = "NSCollectionView: translated to a collection view that does nothing"
  case outline = "NSOutlineView: translated to an outline view that does nothing"
}

/// A surface that takes every batch at once and, unless it stands for UIKit, translates it
/// for AppKit and makes the calls on a view that does nothing.
@MainActor
final class TranslatingSurface: ListSurface {
  var client: (any ListSurfaceClient)?
  /// Where batches go; a benchmark may switch it between batches (``catchUp()``).
  var path: AppKitPath
  let table = TableRows()
  let outline = OutlineRows()
  let view = IdleAppKitView()
  private(set) var batches = 0

  init(_ path: AppKitPath) {
    self.path = path
  }

  var isDisplayingList: Bool { true }

  func registerCell(_ registration: AnyCellRegistration) {}

  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
    self
  }

  func reloadData() {
    guard let client else { return }
    switch path {
    case .uiKit, .collection: break
    case .table: table.reload(view, showing: client)
    case .outline: outline.reload(view, showing: client)
    }
  }

  /// Reads the table's rows again, as after batches that took another path.
  func catchUp() {
    guard let client else { return }
    table.reload(view, showing: client)
  }

  func performBatchUpdates(
    _ batch: BatchUpdate,
    updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    batches += 1
    switch (path, client) {
    case (.table, let client?):
      table.perform(batch, on: view, client: client, updateData: updateData)
    case (.outline, let client?):
      outline.perform(batch, on: view, client: client, updateData: updateData)
    case (.collection, _): CollectionViewUpdate(batch).apply(to: view, updateData: updateData)
    default: updateData()
    }
    completion(true)
  }
}

/// A table, outline and collection view that takes every call and does nothing.
@MainActor
final class IdleAppKitView: TableUpdating, OutlineUpdating, CollectionUpdating {
  private(set) var calls = 0

  func beginUpdates() {}
  func endUpdates() {}
  func removeRows(_ rows: [Range<Int>]) { calls += 1 }
  func insertRows(_ rows: [Range<Int>]) { calls += 1 }
  func moveRow(at from: Int, to destination: Int) { calls += 1 }
  func reconfigureRow(_ row: Int) { calls += 1 }
  func reloadData() {}
  func insertItems(at indexes: [Range<Int>], inParent parent: OutlineViewUpdate.Item?) {
    calls += 1
  }
  func removeItems(at indexes: [Range<Int>], inParent parent: OutlineViewUpdate.Item?) {
    calls += 1
  }
  func moveItem(
    at from: Int, inParent source: OutlineViewUpdate.Item?, to destination: Int,
    inParent target: OutlineViewUpdate.Item?
  ) { calls += 1 }
  func expandItem(_ id: AnyHashable) { calls += 1 }
  func collapseItem(_ id: AnyHashable) { calls += 1 }
  func performBatchUpdates(_ updates: () -> Void) { updates() }
  func deleteSections(_ sections: [Int]) { calls += 1 }
  func insertSections(_ sections: [Int]) { calls += 1 }
  func moveSection(_ section: Int, toSection newSection: Int) { calls += 1 }
  func deleteItems(at paths: [ItemPath]) { calls += 1 }
  func insertItems(at paths: [ItemPath]) { calls += 1 }
  func moveItem(at path: ItemPath, to newPath: ItemPath) { calls += 1 }
  func reconfigureItem(at path: ItemPath) { calls += 1 }
}
