@_spi(Surfaces) import Tabula

// MARK: - OutlineRows + Applying a placement

extension OutlineRows {
  /// Edits the forest as a placement says, and tells what the translation needs: the forest
  /// before (seen through the edits), the parents whose children change in the order the rows
  /// show, and the rows that leave. `nil`, the forest as it was, if the placement does not
  /// make a forest.
  ///
  /// - Complexity: O(*p* log *p* + *k* + *a* log *k* log *n*) for *p* parents edited, *k*
  ///   children of the parents that lose some, and *a* rows that come under parents that keep
  ///   others (each placed among them by a search of their positions).
  func apply(_ placement: Placement, replacing: Set<AnyHashable>, client: any ListSurfaceClient)
    -> Change?
  {
    var edits = OutlineForest.Edits(reservingCapacity: placement.fates.count)
    let parents = Set(placement.departures.keys).union(placement.arrivals.keys)
    for parent in parents {
      guard let children = edit(parent, as: placement, client: client) else {
        forest.undo(edits)
        return nil
      }
      forest.setChildren(children, of: parent, noting: &edits)
    }
    var departing = replacing
    for (id, fate) in placement.fates {
      switch fate {
      case .stays: continue
      case .leaves(let old):
        forest.setParent(nil, of: id, was: .some(old), noting: &edits)
        departing.insert(id)
      case .placed(let parent, _, let old):
        forest.setParent(.some(parent), of: id, was: old, noting: &edits)
      }
    }
    // Children left under a row that no longer shows: not a forest.
    for case let id? in parents where !forest.contains(id) && forest.showsChildren(id) {
      forest.undo(edits)
      return nil
    }
    let old = forest.earlier(edits)
    var changed = Set<AnyHashable?>()
    for parent in edits.editedParents
    where old.childList(of: parent) != forest.childList(of: parent) {
      changed.insert(parent)
    }
    for id in replacing {
      if let parent = old.parentEntry(of: id) { changed.insert(parent) }
      if let parent = forest.parentEntry(of: id) { changed.insert(parent) }
      changed.insert(id)
    }
    var ordered: [(parent: AnyHashable?, path: ItemPath?)] = []
    for parent in changed {
      guard let id = parent else {
        ordered.append((parent: nil, path: nil))
        continue
      }
      guard forest.contains(id), let path = client.shownPath(ofItemWithID: id) else { continue }
      ordered.append((parent: id, path: path))
    }
    ordered.sort { lhs, rhs in
      guard let right = rhs.path else { return false }
      guard let left = lhs.path else { return true }
      return left < right
    }
    return Change(
      old: old, changedParents: ordered.map(\.parent), replacing: replacing, departing: departing)
  }

  /// The children of `parent` after the placement: those before less the rows that leave it,
  /// with the rows that come placed among them by position. `nil` if a child kept does not
  /// show.
  private func edit(
    _ parent: AnyHashable?, as placement: Placement, client: any ListSurfaceClient
  ) -> [AnyHashable]? {
    var children = forest.children(of: parent)
    if let leaving = placement.departures[parent] {
      children = leaving.count >= children.count ? [] : children.filter { !leaving.contains($0) }
    }
    guard var coming = placement.arrivals[parent] else { return children }
    coming.sort { $0.path < $1.path }
    if children.isEmpty { return coming.map(\.id) }
    for arrival in coming {
      var low = 0
      var high = children.count
      while low < high {
        let middle = (low + high) / 2
        guard let path = client.shownPath(ofItemWithID: children[middle]) else { return nil }
        if path < arrival.path { low = middle + 1 } else { high = middle }
      }
      children.insert(arrival.id, at: low)
    }
    return children
  }
}
