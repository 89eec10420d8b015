@_spi(Surfaces) import Tabula

// The lists the AppKit paths' benchmarks put through a data source, on the surface each path
// stands for.

/// A data source of `Int` items on a surface, reporting nothing: the UIKit path's and the
/// AppKit paths' benchmarks make the same one, and differ only in the surface.
@MainActor
func benchDataSource(on surface: any ListSurface) -> ListDataSource<BenchSection, BenchItem<Int>> {
  ListDataSource(
    surface: surface, registration: CellRegistration<BenchCell<Int>, BenchItem<Int>>(),
    diagnostics: .ignore)
}

extension Snapshot where Section == BenchSection, Item == BenchItem<Int> {
  /// One section of 1,000,000 items, identifiers 0 to 999,999: one edit's list.
  static func oneSectionOf1M() throws -> Self {
    try Snapshot(sections: [
      SnapshotSection(
        BenchSection(id: 0), items: (0..<1_000_000).map { BenchItem(id: $0, revision: 0) })
    ])
  }

  /// An outline of 100,000 rows in one section: 100 parents, 0, 1,000, … 99,000, each of 999
  /// children, the identifiers that follow it.
  static func outlineOf100kRows() throws -> Self {
    var snapshot = try Snapshot(sections: [SnapshotSection(BenchSection(id: 0), items: [])])
    for parent in OutlineOf100kRows.parents {
      try snapshot.appendItems([BenchItem(id: parent, revision: 0)])
      try snapshot.appendItems(
        (1..<1_000).map { BenchItem(id: parent + $0, revision: 0) }, under: parent)
    }
    return snapshot
  }
}

/// The outline of ``Snapshot/outlineOf100kRows()`` shown by a data source.
enum OutlineOf100kRows {
  /// The parents, in order.
  static let parents = Array(stride(from: 0, to: 100_000, by: 1_000))

  /// A data source on a surface showing the outline with every parent expanded but the first,
  /// whose 999 children the benchmarks expand and collapse; batches never reload the list.
  @MainActor
  static func dataSource(on surface: any ListSurface, showing outline: BenchSnapshot<Int>)
    -> ListDataSource<BenchSection, BenchItem<Int>>
  {
    let dataSource = benchDataSource(on: surface)
    dataSource.reloadThreshold = .max
    dataSource.apply(outline, animated: false, completion: nil)
    dataSource.expand(Array(parents.dropFirst()), animated: false)
    return dataSource
  }
}
