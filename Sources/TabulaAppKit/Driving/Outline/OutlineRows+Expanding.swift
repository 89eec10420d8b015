@_spi(Surfaces) import Tabula

// MARK: - OutlineRows + Expanding

extension OutlineRows {
  /// The rows that come under one row that showed no children before, as one run of
  /// positions: that row's whole subtree, as an expansion shows it. Each row of it that has
  /// children, with them, parents first: that row first.
  typealias ArrivingSubtree = [(parent: AnyHashable, children: [AnyHashable])]

  /// Adds the rows of a batch that only brings whole subtrees under rows that showed no
  /// children before, as expanding items does, once the data source switched; the outline
  /// view is told nothing but to expand those rows (`insertItems` under an item that is not
  /// expanded does nothing, and expanding it reads its children from the data source). `nil`,
  /// the rows left as they were, for any other batch.
  ///
  /// Each run of positions the batch inserts is a subtree when the row before it showed
  /// without children, the run's first row is one level deeper, and the row after the run is
  /// not deeper than that row: the rows after it keep their parents, since no row of the run
  /// is above them.
  ///
  /// - Complexity: O(*a*) for *a* rows that come, each hashed once where it is noted, plus
  ///   O(*r* log *n*) for *r* runs and the rows the batch reconfigures.
  func expandInPlace(_ named: NamedRows, batch: BatchUpdate, client: any ListSurfaceClient)
    -> OutlineViewUpdate?
  {
    guard named.deleted.isEmpty, named.moved.isEmpty, named.reloaded.isEmpty,
      !batch.insertedItems.isEmpty, redrawnRowsKeepTheirLevels(named, client: client),
      let runs = Self.runs(of: batch.insertedItems)
    else { return nil }
    var subtrees: [ArrivingSubtree] = []
    for run in runs {
      guard let subtree = arrivingSubtree(run, client: client) else { return nil }
      subtrees.append(subtree)
    }
    guard add(subtrees) else { return nil }
    return OutlineViewUpdate(steps: [], expanded: subtrees.joined().map(\.parent))
  }

  /// Whether the rows a batch reloads or reconfigures keep their levels: a row at another
  /// level changes parent or children.
  func redrawnRowsKeepTheirLevels(_ named: NamedRows, client: any ListSurfaceClient) -> Bool {
    named.redrawn.allSatisfy { row in
      client.shownPath(ofItemWithID: row.id).map { client.outlineRow(at: $0)?.level ?? 0 }
        == row.level
    }
  }

  /// The runs of consecutive positions, in order; `nil` if the positions do not increase.
  static func runs(of paths: [ItemPath]) -> [(section: Int, items: Range<Int>)]? {
    var runs: [(section: Int, items: Range<Int>)] = []
    for path in paths {
      if let last = runs.last, last.section == path.section, last.items.upperBound == path.item {
        runs[runs.count - 1].items = last.items.lowerBound..<path.item + 1
      } else {
        if let last = runs.last, (last.section, last.items.upperBound) > (path.section, path.item) {
          return nil
        }
        runs.append((section: path.section, items: path.item..<path.item + 1))
      }
    }
    return runs
  }

  /// The subtree a run of rows makes under the row before it; `nil` if it is not one.
  private func arrivingSubtree(
    _ run: (section: Int, items: Range<Int>), client: any ListSurfaceClient
  ) -> ArrivingSubtree? {
    guard run.items.lowerBound > 0 else { return nil }
    let rootPath = ItemPath(section: run.section, item: run.items.lowerBound - 1)
    guard let root = client.shownItemID(at: rootPath), forest.contains(root),
      !forest.showsChildren(root)
    else { return nil }
    let level = client.outlineRow(at: rootPath)?.level ?? 0
    if run.items.upperBound < client.numberOfItems(inSectionAt: run.section) {
      let next = ItemPath(section: run.section, item: run.items.upperBound)
      guard client.outlineRow(at: next)?.level ?? 0 <= level else { return nil }
    }
    guard let rows = client.shownOutlineRows(inSection: run.section, items: run.items) else {
      return nil
    }
    // The root and each row of the run, in the order they show, with its children; `open`
    // holds the last of them at each level from the root's down, whose row is the parent of
    // a row one level deeper.
    var parents: [AnyHashable] = [root]
    var children: [[AnyHashable]] = [[]]
    parents.reserveCapacity(rows.count + 1)
    children.reserveCapacity(rows.count + 1)
    var open = [0]
    for row in rows {
      let depth = row.level - level
      guard depth >= 1, depth <= open.count else { return nil }
      children[open[depth - 1]].append(row.id)
      open.removeLast(open.count - depth)
      open.append(parents.count)
      parents.append(row.id)
      children.append([])
    }
    var subtree: ArrivingSubtree = []
    for (parent, children) in zip(parents, children) where !children.isEmpty {
      subtree.append((parent: parent, children: children))
    }
    return subtree
  }

  /// Adds the subtrees to the forest; `false`, the forest as it was, if a row of theirs
  /// shows already.
  private func add(_ subtrees: [ArrivingSubtree]) -> Bool {
    var added = 0
    for list in subtrees.joined() {
      let parent: AnyHashable? = list.parent
      for child in list.children {
        if let old = forest.parentsByID.updateValue(parent, forKey: child) {
          forest.parentsByID[child] = .some(old)
          remove(subtrees, count: added)
          return false
        }
        added += 1
      }
    }
    for list in subtrees.joined() { forest.childLists[list.parent] = list.children }
    return true
  }

  /// Removes from the forest the first `count` rows that ``add(_:)`` added.
  private func remove(_ subtrees: [ArrivingSubtree], count: Int) {
    var left = count
    for list in subtrees.joined() {
      for child in list.children {
        guard left > 0 else { return }
        forest.parentsByID[child] = nil
        left -= 1
      }
    }
  }
}
