// MARK: - ListEngine + Prefetching

extension ListEngine {
  /// Asks the prefetch data source about the items within one viewport of the visible ones
  /// that it has not been asked about, nearest first, and cancels those that left that range
  /// unseen.
  ///
  /// - Parameter counts: The counts laid out.
  func prefetchAroundViewport(counts: [Int]) {
    guard host.hostHasPrefetchDataSource else {
      prefetchedIndexPaths = []
      return
    }
    let all = allIndexPaths(counts: counts)
    let first = max(0, min(viewportStart, all.count))
    let end = min(all.count, first + max(0, viewportCapacity))
    let reach = max(0, viewportCapacity)
    var wanted: [IndexPath] = []
    for distance in 0..<reach {
      if end + distance < all.count { wanted.append(all[end + distance]) }
      if first - 1 - distance >= 0 { wanted.append(all[first - 1 - distance]) }
    }
    let wantedSet = Set(wanted)
    let visible = Set(all[first..<end])
    let cancelled = prefetchedIndexPaths.subtracting(wantedSet).subtracting(visible).sorted()
    prefetchedIndexPaths = prefetchedIndexPaths.intersection(wantedSet)
    let asked = wanted.filter { !prefetchedIndexPaths.contains($0) }
    prefetchedIndexPaths.formUnion(asked)
    if !cancelled.isEmpty { host.hostCancelPrefetching(cancelled) }
    if !asked.isEmpty { host.hostPrefetch(asked) }
  }

  private func allIndexPaths(counts: [Int]) -> [IndexPath] {
    counts.enumerated().flatMap { section, count in
      (0..<count).map { IndexPath(item: $0, section: section) }
    }
  }
}
