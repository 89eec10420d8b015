// MARK: - ListDataSource + Outline moves

extension ListDataSource {
  /// Accepts a row of an outline the user moved on screen, and hands the move to ``userEdits``
  /// in the outline's positions.
  ///
  /// The surface moved one row, not the rows shown under it: the data source shows what the
  /// surface shows, and the provider's new outline then brings the rows below the moved item
  /// after it. The item lands before the row the surface put after it, at that row's level,
  /// so that every item keeps its parent; at the end of a section, at the top level. A row
  /// dropped among its own descendants goes back.
  func userDidMoveOutlineRow(
    from source: ItemPath, to destination: ItemPath, in outline: Snapshot<Section, Item>
  ) {
    guard let item = snapshot.item(at: source), let modelSource = outline.path(of: item.id),
      let rows = Self.rows(of: snapshot, moving: source, to: destination)
    else {
      return report(.positionOutOfRange, "the user moved \(source) to \(destination)")
    }
    let next = rows.item(at: ItemPath(section: destination.section, item: destination.item + 1))
    let verdict = behavior.moveRule?(item, source, destination) ?? .allowed
    let intoItself = next.map { outline.ancestors(of: $0.id).contains(item.id) } ?? false
    guard canMoveItem(at: source), verdict == .allowed, !intoItself, !isUpdating else {
      report(
        intoItself || isUpdating ? .moveRefused : verdict == .allowed ? .editRefused : .moveRefused,
        "the user moved \(item.id) from \(source) to \(destination): "
          + (intoItself
            ? "among its own descendants"
            : isUpdating ? "while the outline animates" : "\(verdict)"))
      return isUpdating ? reloadSurface() : reload(to: snapshot)
    }
    let subtree = (outline.descendants(of: item.id)?.count ?? 0) + 1
    var target: ItemPath
    if let next, let place = outline.path(of: next.id) {
      target = place
      if place.section == modelSource.section, place.item > modelSource.item {
        target.item -= subtree
      }
    } else {
      let count = outline.numberOfItems(inSectionAt: destination.section) ?? 0
      target = ItemPath(
        section: destination.section,
        item: count - (destination.section == modelSource.section ? subtree : 0))
    }
    snapshot = rows
    shownRowsFollowOutline = false
    guard let userEdits else {
      return show(outline.visibleSnapshot(expanded: expandedIDs), animated: true)
    }
    userEdits(.moveItem(item.id, to: target), "Move")
  }

  /// The rows of `shown` with the one at `source` moved to `destination`, each row keeping
  /// its level: what a surface shows once the user moved a row. `nil` if either position is
  /// not in `shown`.
  ///
  /// - Complexity: O(*n*).
  static func rows(
    of shown: Snapshot<Section, Item>, moving source: ItemPath, to destination: ItemPath
  ) -> Snapshot<Section, Item>? {
    guard shown._hasSection(at: source.section), shown._hasSection(at: destination.section),
      (0..<shown._items[source.section].count).contains(source.item)
    else { return nil }
    var items = shown._items.map(\.array)
    var levels = shown._items.map {
      $0.isOutline ? $0.allLevels : ContiguousArray(repeating: 0, count: $0.count)
    }
    let item = items[source.section].remove(at: source.item)
    let level = levels[source.section].remove(at: source.item)
    guard (0...items[destination.section].count).contains(destination.item) else { return nil }
    items[destination.section].insert(item, at: destination.item)
    levels[destination.section].insert(level, at: destination.item)
    let trees = ContiguousArray(
      zip(items, levels).map { items, levels in
        _ItemTree(items, levels: levels.contains { $0 != 0 } ? levels : [])
      })
    return Snapshot(_uncheckedSections: shown._sections, trees: trees)
  }
}
