@_spi(Surfaces) import Tabula

/// A surface that draws nothing and reports a viewport of `visibleRows` rows of height 1 at
/// `firstRow` of section 0: what a data source asks of a surface to keep the user's place,
/// and nothing else. It counts the viewports it was asked for and the placements it got.
@MainActor
final class ViewportSurface: ListSurface {
  weak var client: (any ListSurfaceClient)?
  var isDisplayingList: Bool { true }
  var firstRow: Int
  let visibleRows: Int
  private(set) var viewportReads = 0
  private(set) var placements: [ScrollAnchoring.Placement] = []

  init(firstRow: Int, visibleRows: Int) {
    self.firstRow = firstRow
    self.visibleRows = visibleRows
  }

  var scrollViewport: ScrollAnchoring.Viewport? {
    viewportReads += 1
    let rows = (0..<visibleRows).map { offset in
      ScrollAnchoring.Viewport.Row(
        path: ItemPath(section: 0, item: firstRow + offset), top: Double(offset), height: 1)
    }
    return ScrollAnchoring.Viewport(
      rows: rows, height: Double(visibleRows), isAtTop: firstRow == 0, isAtBottom: false)
  }

  func place(_ placement: ScrollAnchoring.Placement) {
    placements.append(placement)
    if case .row(let path, let offset) = placement { firstRow = path.item - Int(offset) }
  }

  func registerCell(_ registration: AnyCellRegistration) {}
  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
    Placeholder()
  }
  func reloadData() {}
  func performBatchUpdates(
    _ batch: BatchUpdate, updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    updateData()
    completion(true)
  }

  private final class Placeholder {}
}
