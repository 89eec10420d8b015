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
    guard let item = snapshot.item(at: source),
      let rows = Self.rows(of: snapshot, moving: source, to: destination)
    else {
      report(.positionOutOfRange, "the user moved \(source) to \(destination)")
      return showShownRowsAgain()
    }
    guard let modelSource = outline.path(of: item.id) else {
      // An update under way or waiting removes the row: the surface moved it all the same.
      report(
        .moveRefused,
        "the user moved \(item.id) from \(source) to \(destination): an update removes it")
      return showShownRowsAgain()
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
      return showShownRowsAgain()
    }
    let target = Self.outlinePosition(
      of: item.id, at: modelSource, before: next?.id, inSection: destination.section, in: outline)
    snapshot = rows
    shownRowsFollowOutline = false
    guard let userEdits, !Self.isInPlace(item.id, movedTo: target, in: outline) else {
      return show(outline.visibleSnapshot(expanded: expandedIDs), animated: true)
    }
    userEdits(.moveItem(item.id, to: target), "Move")
  }

  /// Shows the rows the data source shows again, after the surface moved one that the data
  /// source does not take, or after a host changed what the rows show around the items (which
  /// sections have a header or a footer) without a change of the list: mid-update, the update
  /// goes on from them.
  @_spi(Hosting) public func showShownRowsAgain() {
    // NB: mid-update, ending the update with `reload(to:)` would start the next one beside it.
    isUpdating ? reloadSurface() : reload(to: snapshot)
  }

  /// Where in `outline` an item at `source` goes, with its subtree, to stand before the item
  /// `next` (at the end of section `section` when `nil`): the position `moveItem(at:to:)`
  /// takes, counted once the subtree is taken out.
  static func outlinePosition(
    of id: Item.ID, at source: ItemPath, before next: Item.ID?, inSection section: Int,
    in outline: Snapshot<Section, Item>
  ) -> ItemPath {
    let subtree = (outline.descendants(of: id)?.count ?? 0) + 1
    guard let next, var target = outline.path(of: next) else {
      let count = outline.numberOfItems(inSectionAt: section) ?? 0
      return ItemPath(section: section, item: count - (section == source.section ? subtree : 0))
    }
    if target.section == source.section, target.item > source.item { target.item -= subtree }
    return target
  }

  /// The drop of dragged rows of an outline at `destination` (counted once the rows are taken
  /// out): each dragged row whose ancestors are not dragged lands before the row that follows
  /// there, at that row's level, with its subtree, in list order; a dragged row under another
  /// stays in that row's subtree. A drop among a dragged row's own descendants is refused.
  ///
  /// - Complexity: O(*k* (*d* + log *n*)) for *k* rows dragged, *d* deep at most, to plan;
  ///   each row that moves is one move of the outline.
  func plannedOutlineMove(
    of ids: [Item.ID], to destination: ItemPath, in outline: Snapshot<Section, Item>,
    redirecting: Bool
  ) -> Result<PlannedMove<Section, Item>, MoveRefusal> {
    guard !ids.isEmpty else { return .failure(MoveRefusal("nothing was dragged")) }
    var lifted: [ItemPath] = []
    for id in ids {
      guard let path = snapshot.path(of: id), outline.path(of: id) != nil, !isUpdating else {
        return .failure(MoveRefusal("\(id) was removed by an update after the user lifted it"))
      }
      lifted.append(path)
    }
    guard let count = snapshot.numberOfItems(inSectionAt: destination.section) else {
      return .failure(MoveRefusal("section \(destination.section) is not in the list"))
    }
    let liftedHere = lifted.filter { $0.section == destination.section }.map(\.item).sorted()
    guard (0...(count - liftedHere.count)).contains(destination.item) else {
      return .failure(MoveRefusal("\(destination) is outside the list"))
    }
    var following = destination.item
    for item in liftedHere where item <= following { following += 1 }
    let next = snapshot.item(at: ItemPath(section: destination.section, item: following))
    let dragged = Set(ids)
    if let next, outline.ancestors(of: next.id).contains(where: dragged.contains) {
      return .failure(MoveRefusal("\(ids) may not go among their own descendants"))
    }
    let roots = zip(ids, lifted).filter { id, _ in
      !outline.ancestors(of: id).contains(where: dragged.contains)
    }
    for (id, path) in roots {
      guard let item = snapshot.item(at: path) else { continue }
      switch behavior.moveRule?(item, path, destination) ?? .allowed {
      case .allowed:
        continue
      case .refused(let reason):
        return .failure(MoveRefusal("\(id) may not move from \(path) to \(destination): \(reason)"))
      case .redirected(let place) where redirecting:
        return plannedOutlineMove(of: ids, to: place, in: outline, redirecting: false)
      case .redirected(let place):
        return .failure(MoveRefusal("\(id) was redirected twice, last to \(place)"))
      }
    }
    var moved = outline
    var steps: [EditOperation<Section, Item>] = []
    for (id, _) in roots {
      guard let source = moved.path(of: id), let level = moved.level(of: id) else { continue }
      let target = Self.outlinePosition(
        of: id, at: source, before: next?.id, inSection: destination.section, in: moved)
      do {
        try moved.moveItem(at: source, to: target)
      } catch {
        return .failure(MoveRefusal("\(id) cannot go to \(target)"))
      }
      // NB: a row moved to where it stands keeps its level (`moveItem(at:to:)`), and is no step.
      if moved.path(of: id) != source || moved.level(of: id) != level {
        steps.append(.moveItem(id, to: target))
      }
    }
    let operation = steps.count > 1 ? .group(steps) : steps.first
    return .success(PlannedMove(operation: operation, landed: destination))
  }

  /// Whether moving the item to `target` leaves the outline as it is: the item keeps its
  /// position and its level, and so does its subtree. Such a move is no undo step.
  ///
  /// - Complexity: O(*k* log *n*) for an item with *k* descendants.
  static func isInPlace(
    _ id: Item.ID, movedTo target: ItemPath, in outline: Snapshot<Section, Item>
  ) -> Bool {
    guard let source = outline.path(of: id) else { return true }
    var moved = outline
    guard (try? moved.moveItem(at: source, to: target)) != nil else { return true }
    return moved.path(of: id) == source && moved.level(of: id) == outline.level(of: id)
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
