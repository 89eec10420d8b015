import Benchmark
@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit

/// The expansion of `AppKitTranslationBenchmarks` through the whole outline surface, on a view
/// that asks what `NSOutlineView` asks once an item expands: the number of its children, then
/// each child's object, all of them (CotEditor issue #1711, on macOS 14.6.1: expanding a
/// folder called `outlineView(_:child:ofItem:)` for every element, not only the rows on
/// screen). Beside the translating benchmark's view, which asks nothing, it shows what the
/// surface's answers add on a Mac: an object made for each child the first time, looked up
/// after.
func addOutlineAskingBenchmarks() {
  Benchmark(
    "ListDataSource<Int> expand 1,000 children in a 100k-row outline, NSOutlineView: the whole surface, its view asking for each child",
    configuration: .init(maxDuration: .seconds(10), maxIterations: 200)
  ) { @MainActor benchmark, outline async throws in
    let surface = OutlineSurface()
    let view = AskingOutlineView(surface)
    surface.view = view
    let dataSource = OutlineOf100kRows.dataSource(on: surface, showing: outline)
    let parents = OutlineOf100kRows.parents
    for _ in benchmark.scaledIterations {
      benchmark.startMeasurement()
      dataSource.expand([parents[0]])
      benchmark.stopMeasurement()
      dataSource.collapse([parents[0]])
    }
    precondition(view.childrenAsked == 999, "the view did not ask for each child")
    blackHole(dataSource)
  } setup: {
    try BenchSnapshot<Int>.outlineOf100kRows()
  }
}

/// An outline view that shows nothing but, when an item expands, asks the surface for each of
/// its children, as `NSOutlineView` does.
@MainActor
private final class AskingOutlineView: OutlineViewHosting {
  unowned let surface: OutlineSurface
  /// The children asked for at the last expansion.
  private(set) var childrenAsked = 0

  init(_ surface: OutlineSurface) {
    self.surface = surface
  }

  func expandItem(_ item: OutlineItemObject) {
    childrenAsked = 0
    for index in 0..<surface.numberOfChildren(of: item) {
      blackHole(surface.child(index, of: item))
      childrenAsked += 1
    }
  }

  func beginUpdates() {}
  func endUpdates() {}
  func reloadData() {}
  func insertItems(at indexes: [Range<Int>], inParent parent: OutlineItemObject?) {}
  func removeItems(at indexes: [Range<Int>], inParent parent: OutlineItemObject?) {}
  func moveItem(
    at from: Int, inParent source: OutlineItemObject?, to destination: Int,
    inParent target: OutlineItemObject?
  ) {}
  func collapseItem(_ item: OutlineItemObject) {}
  var selectedItems: [OutlineItemObject] { [] }
  func selectItem(_ item: OutlineItemObject) {}
  func deselectItem(_ item: OutlineItemObject) {}
  func registerCellView(_ registration: AnyCellRegistration) {}
  func makeCellView(reuseIdentifier: String, for path: ItemPath) -> AnyObject { self }
}
