import Benchmark
@_spi(Surfaces) import Tabula

/// Outlines: expanding and collapsing a parent of 1,000 children in a 100k-row outline shown
/// through `ListDataSource` on a surface that does nothing, and one edit deep in a 1M-item
/// outline.
///
/// "expand" and "collapse" are Tabula's path: the data source shows or hides the parent's rows
/// in the snapshot it shows, and the plan looks at them alone. "by a rebuilt visible list" is
/// the path it replaces, as an app without outlines does it: the visible rows recomputed as
/// an array, a snapshot built from it, and the whole list compared.
func addOutlineBenchmarks() {
  for path in OutlinePath.allCases {
    Benchmark(
      "ListDataSource<Int> \(path.rawValue) 1,000 children in a 100k-row outline, to a surface that does nothing",
      configuration: .init(maxDuration: .seconds(10), maxIterations: path.isRebuilt ? 20 : 500)
    ) { @MainActor benchmark, outline async throws in
      let surface = IdleSurface()
      let dataSource = ListDataSource<BenchSection, BenchItem<Int>>(
        surface: surface, registration: CellRegistration<BenchCell<Int>, BenchItem<Int>>(),
        diagnostics: .ignore)
      dataSource.reloadThreshold = .max
      let parents = (0..<100).map { $0 * 1_000 }
      let parent = parents[0]
      if path.isRebuilt {
        dataSource.apply(
          try visibleRows(of: outline, expanded: Set(parents.dropFirst())), animated: false,
          completion: nil)
      } else {
        dataSource.apply(outline, animated: false, completion: nil)
        dataSource.expand(Array(parents.dropFirst()), animated: false)
      }
      for iteration in benchmark.scaledIterations {
        switch path {
        case .expand:
          benchmark.startMeasurement()
          dataSource.expand([parent])
          benchmark.stopMeasurement()
          dataSource.collapse([parent])
        case .collapse:
          dataSource.expand([parent])
          benchmark.startMeasurement()
          dataSource.collapse([parent])
          benchmark.stopMeasurement()
        case .expandByRebuiltList:
          benchmark.startMeasurement()
          dataSource.apply(try visibleRows(of: outline, expanded: Set(parents)), completion: nil)
          benchmark.stopMeasurement()
          dataSource.apply(
            try visibleRows(of: outline, expanded: Set(parents.dropFirst())), completion: nil)
        }
        precondition(surface.batches == 2 * (iteration + 1), "not one batch each way")
      }
      blackHole(dataSource)
    } setup: {
      try hundredParentsOfAThousand()
    }
  }
  Benchmark(
    "Snapshot<Int> insert 1 item 20 deep in a 1M-item outline, then delete it",
    configuration: .init(maxDuration: .seconds(10), maxIterations: 1_000)
  ) { benchmark, outline in
    var snapshot = outline
    let deep = 19
    for _ in benchmark.scaledIterations {
      benchmark.startMeasurement()
      try snapshot.appendItems([BenchItem(id: -1, revision: 0)], under: deep)
      try snapshot.deleteItems([-1])
      benchmark.stopMeasurement()
    }
    blackHole(snapshot)
  } setup: {
    try millionItemOutline()
  }
}

/// What the outline benchmark measures.
enum OutlinePath: String, CaseIterable {
  case expand = "expand"
  case collapse = "collapse"
  case expandByRebuiltList = "expand by a rebuilt visible list"

  var isRebuilt: Bool { self == .expandByRebuiltList }
}

/// The rows an app shows of `outline` when `expanded` parents are expanded, as an app without
/// outlines computes them: an array, and a flat snapshot built from it.
private func visibleRows(of outline: BenchSnapshot<Int>, expanded: Set<Int>) throws
  -> BenchSnapshot<Int>
{
  let rows = outline.items.filter { $0.id % 1_000 == 0 || expanded.contains($0.id / 1_000 * 1_000) }
  return try Snapshot(sections: [SnapshotSection(BenchSection(id: 0), items: rows)])
}

/// 100 parents at the top level, each with 999 children: identifiers `p * 1_000 + c`.
private func hundredParentsOfAThousand() throws -> BenchSnapshot<Int> {
  var snapshot = try BenchSnapshot<Int>(sections: [SnapshotSection(BenchSection(id: 0), items: [])])
  for parent in stride(from: 0, to: 100_000, by: 1_000) {
    try snapshot.appendItems([BenchItem(id: parent, revision: 0)])
    try snapshot.appendItems(
      (1..<1_000).map { BenchItem(id: parent + $0, revision: 0) }, under: parent)
  }
  return snapshot
}

/// A chain 20 deep (identifiers 0 to 19), then a million items less 20 at the top level.
private func millionItemOutline() throws -> BenchSnapshot<Int> {
  var snapshot = try BenchSnapshot<Int>(sections: [
    SnapshotSection(
      BenchSection(id: 0), items: (20..<1_000_000).map { BenchItem(id: $0, revision: 0) })
  ])
  try snapshot.insertItems([BenchItem(id: 0, revision: 0)], at: ItemPath(section: 0, item: 500_000))
  for depth in 1..<20 {
    try snapshot.appendItems([BenchItem(id: depth, revision: 0)], under: depth - 1)
  }
  return snapshot
}
