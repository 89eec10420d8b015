@_spi(Surfaces) import Tabula

// MARK: - OutlineRows + Collapsing

extension OutlineRows {
  /// The rows that leave from under one row that stays, as one run of positions: that row's
  /// whole subtree, as a collapse hides it.
  struct DepartingSubtree {
    /// The row the subtree leaves.
    var root: AnyHashable
    /// How many children the root showed.
    var childCount: Int
    /// The root and each row of the subtree that showed children.
    var parents: [AnyHashable]
  }

  /// Removes the rows of a batch that only takes whole subtrees from under rows that stay, as
  /// collapsing items does, once the data source switched: the outline view removes each
  /// root's children in one call, then collapses the root. `nil`, the rows left as they were,
  /// for any other batch.
  ///
  /// Each run of positions the batch deletes is a subtree when its first row was the first
  /// child of a row that stays, its rows were deeper than that row, and the row that now
  /// follows that row is not deeper: the run held every row under it.
  ///
  /// - Parameters:
  ///   - named: The rows the batch names, read before the data source switched.
  ///   - batch: The batch.
  ///   - client: The data source, switched to the state after the batch.
  /// - Returns: The calls.
  /// - Complexity: O(*d*) for *d* rows that leave, each hashed once where the forest notes its
  ///   parent, plus O(*r* log *n*) for *r* runs and the rows the batch reconfigures.
  func collapseInPlace(_ named: NamedRows, batch: BatchUpdate, client: any ListSurfaceClient)
    -> OutlineViewUpdate?
  {
    guard batch.insertedItems.isEmpty, named.moved.isEmpty, named.reloaded.isEmpty,
      !named.deleted.isEmpty, named.deletedLevels.count == named.deleted.count,
      redrawnRowsKeepTheirLevels(named, client: client),
      let runs = Self.runs(of: batch.deletedItems)
    else { return nil }
    var subtrees: [DepartingSubtree] = []
    var start = 0
    for run in runs {
      let rows = start..<start + run.items.count
      guard
        let subtree = departingSubtree(
          named.deleted[rows], levels: named.deletedLevels[rows], client: client)
      else { return nil }
      subtrees.append(subtree)
      start = rows.upperBound
    }
    for subtree in subtrees {
      for parent in subtree.parents { forest.childLists[parent] = nil }
    }
    for id in named.deleted { forest.parentsByID[id] = nil }
    return OutlineViewUpdate(
      steps: subtrees.map { .removeItems([0..<$0.childCount], inParent: .current($0.root)) },
      collapsed: subtrees.map(\.root))
  }

  /// The subtree a run of rows made under the parent of its first row; `nil` if it is not
  /// one.
  private func departingSubtree(
    _ run: ArraySlice<AnyHashable>, levels: ArraySlice<Int>, client: any ListSurfaceClient
  ) -> DepartingSubtree? {
    guard let first = run.first, let firstLevel = levels.first,
      case .some(.some(let root)) = forest.parentEntry(of: first),
      let children = forest.childList(of: root), children.first == first,
      let rootPath = client.shownPath(ofItemWithID: root),
      client.outlineRow(at: rootPath)?.level ?? 0 == firstLevel - 1
    else { return nil }
    let next = ItemPath(section: rootPath.section, item: rootPath.item + 1)
    if next.item < client.numberOfItems(inSectionAt: next.section) {
      guard client.outlineRow(at: next)?.level ?? 0 < firstLevel else { return nil }
    }
    var parents = [root]
    for (index, level) in zip(levels.indices, levels) {
      guard level >= firstLevel else { return nil }
      if index + 1 < levels.endIndex, levels[index + 1] > level { parents.append(run[index]) }
    }
    return DepartingSubtree(root: root, childCount: children.count, parents: parents)
  }
}
