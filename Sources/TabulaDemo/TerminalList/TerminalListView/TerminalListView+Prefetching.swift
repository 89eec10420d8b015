@_spi(Surfaces) import Tabula

// MARK: - TerminalListView + Prefetching

extension TerminalListView {
  /// Tells the client which rows are likely to show soon, as a table view's prefetching data
  /// source hears: the ``prefetchDistance`` rows past the window in the direction it last
  /// scrolled (down at first), nearest first, each announced once while it stays ahead. Rows
  /// left behind without showing are cancelled; rows that come into view are forgotten.
  ///
  /// - Parameter visible: The rows in the window.
  func prefetchNearWindow(visible: Set<ItemPath>) {
    guard prefetchDistance > 0, !isPrefetching, let client else { return }
    isPrefetching = true
    defer { isPrefetching = false }
    let places = visible.map(place(of:))
    var near: [(path: ItemPath, identity: AnyHashable)] = []
    if let first = places.min(), let last = places.max() {
      if let previous = prefetchWindowStart, previous != first {
        prefetchesUpward = first < previous
      }
      prefetchWindowStart = first
      for distance in 1...prefetchDistance {
        let place = prefetchesUpward ? first - distance : last + distance
        guard (0..<rowCount).contains(place), let path = path(atPlace: place),
          let identity = identity(at: path)
        else { break }
        near.append((path, identity))
      }
    }
    let nearIdentities = Set(near.map(\.identity))
    let shown = Set(visible.compactMap(identity(at:)))
    let announced = Set(prefetchedIdentities)
    let cancelled = prefetchedIdentities.filter {
      !nearIdentities.contains($0) && !shown.contains($0)
    }.compactMap(path(showing:))
    let fresh = near.filter { !announced.contains($0.identity) }.map(\.path)
    prefetchedIdentities = near.map(\.identity)
    if !cancelled.isEmpty { client.cancelPrefetchingItems(at: cancelled) }
    if !fresh.isEmpty { client.prefetchItems(at: fresh) }
  }

  /// The place of a row among all rows, counted from zero.
  ///
  /// - Parameter path: The position of the row.
  /// - Returns: Its place.
  func place(of path: ItemPath) -> Int {
    sections[..<path.section].reduce(0) { $0 + $1.rows.count } + path.item
  }
}
