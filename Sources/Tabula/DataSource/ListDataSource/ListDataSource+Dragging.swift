// MARK: - ListDataSource + Dragging

extension ListDataSource {
  /// Starts a drag at the row at a position: the rows the drag carries, in list order (the
  /// row, or every movable selected row when it is one of several selected), or none if the
  /// row may not move.
  ///
  /// - Parameter path: The position of the lifted row.
  /// - Returns: The positions of the dragged rows.
  /// - Complexity: O(*k* log *n*), where *k* is the number of rows dragged.
  @_spi(Surfaces) public func itemsToDrag(at path: ItemPath) -> [ItemPath] {
    guard behavior.allowsMoving, userEdits != nil, let item = snapshot.item(at: path) else {
      return []
    }
    guard selectedIDs.count > 1, selectedIDs.contains(item.id) else {
      draggedIDs = [item.id]
      return [path]
    }
    let paths = selectedPaths
    draggedIDs = paths.compactMap { snapshot.item(at: $0)?.id }
    return paths
  }

  /// Where the dragged rows would land if dropped at `destination`, after the behaviour's
  /// ``ListBehavior/moveRule``; `nil` if the rule refuses, the place is outside the list, or
  /// nothing is dragged.
  ///
  /// - Parameter destination: The hovered position, counted once the dragged rows are taken
  ///   out.
  /// - Returns: The position the first dragged row would take.
  /// - Complexity: O(*k* log *n*), where *k* is the number of rows dragged.
  @_spi(Surfaces) public func proposedDrop(at destination: ItemPath) -> ItemPath? {
    guard let ids = draggedIDs, case .success(let move) = plannedMove(of: ids, to: destination)
    else { return nil }
    return move.landed
  }

  /// Hands the drop of the dragged rows to the bound provider as one undoable step named
  /// "Move"; the provider's new snapshot is then animated like any other update, so the
  /// surface never shows a state the provider does not hold.
  ///
  /// A drop the behaviour's rule refuses, of rows an update removed since the lift, into a
  /// section that is gone, or with no drag under way, changes nothing and is reported as a
  /// ``ListDiagnostic/Kind/moveRefused`` diagnostic naming the culprit.
  ///
  /// - Parameter destination: Where the user dropped, counted once the dragged rows are taken
  ///   out.
  /// - Returns: The position the first dropped row takes, or `nil` if the drop was refused.
  /// - Complexity: O(*k* log *n*), where *k* is the number of rows dropped, to make the edit.
  @_spi(Surfaces) public func userDidDrop(at destination: ItemPath) -> ItemPath? {
    guard let ids = draggedIDs else {
      report(.moveRefused, "a drop at \(destination) arrived with no rows of this list dragged")
      return nil
    }
    draggedIDs = nil
    guard behavior.allowsMoving, userEdits != nil else {
      report(.moveRefused, "the user dropped \(ids) at \(destination): the list is not movable")
      return nil
    }
    switch plannedMove(of: ids, to: destination) {
    case .failure(let refusal):
      report(.moveRefused, "the user's drop at \(destination) was refused: \(refusal)")
      return nil
    case .success(let move):
      if let operation = move.operation { hand(operation, named: "Move") }
      return move.landed
    }
  }

  /// Forgets the rows of a drag that ended, dropped or cancelled.
  @_spi(Surfaces) public func userDidEndDrag() {
    draggedIDs = nil
  }

  /// Where a row dragged in edit mode goes when hovered over `proposed`, after the behaviour's
  /// ``ListBehavior/moveRule``: `proposed`, an allowed place it redirects to, or `source`.
  ///
  /// - Parameters:
  ///   - source: Where the row is.
  ///   - proposed: Where the user hovers, counted once the row is taken out.
  /// - Returns: Where the row may go.
  @_spi(Surfaces) public func targetPathForMove(from source: ItemPath, to proposed: ItemPath)
    -> ItemPath
  {
    guard let item = snapshot.item(at: source), let rule = behavior.moveRule else {
      return proposed
    }
    switch rule(item, source, proposed) {
    case .allowed:
      return proposed
    case .redirected(let place) where rule(item, source, place) == .allowed:
      return place
    case .redirected, .refused:
      return source
    }
  }

  // MARK: Internal

  /// The index in `base` of the section the shown snapshot has at `index`, or `nil` where
  /// either lacks it; `isShown` tells that `base` is the shown snapshot.
  ///
  /// - Complexity: O(1).
  func index(
    ofShownSection index: Int, in base: Snapshot<Section, Item>, isShown: Bool
  ) -> Int? {
    // NB: in the shown snapshot no section model is needed: a copy of one costs more than
    // the check.
    guard !isShown else { return (0..<snapshot.numberOfSections).contains(index) ? index : nil }
    return snapshot.section(at: index).flatMap { base.index(ofSection: $0.id) }
  }

  /// The edit that moves rows, in their list order, together to `destination`, counted once
  /// they are taken out, as the behaviour's rule allows it.
  ///
  /// The edit is made in the coordinates of the newest snapshot the data source knows (mid
  /// update, the one it animates to): the rows go after the row that stands above the
  /// destination on screen, which must be in the same section there.
  ///
  /// - Complexity: O(*k* log *n*), where *k* is the number of rows.
  func plannedMove(
    of ids: [Item.ID], to destination: ItemPath, redirecting: Bool = true
  ) -> Result<PlannedMove<Section, Item>, MoveRefusal> {
    if let outline = outlineModel {
      return plannedOutlineMove(of: ids, to: destination, in: outline, redirecting: redirecting)
    }
    let base = pending?.snapshot ?? updateTarget ?? snapshot
    // NB: outside an update the edit is made in the shown snapshot itself, whose positions
    // are known already: each lookup saved is a walk down the tree.
    let isShown = base._version === snapshot._version
    var lifted: [ItemPath] = []
    for id in ids {
      guard let path = snapshot.path(of: id), isShown || base.path(of: id) != nil else {
        return .failure(MoveRefusal("\(id) was removed by an update after the user lifted it"))
      }
      lifted.append(path)
    }
    guard let section = index(ofShownSection: destination.section, in: base, isShown: isShown)
    else {
      return .failure(MoveRefusal("section \(destination.section) is not in the list"))
    }
    guard let above = itemAbove(destination, lifting: lifted) else {
      return .failure(MoveRefusal("\(destination) is outside the list"))
    }
    let anchorPath = above.map { isShown ? $0.path : base.path(of: $0.id) }
    if let anchorPath, anchorPath?.section != section {
      return .failure(MoveRefusal("the list changed under \(destination) while rows moved"))
    }
    guard ids.count > 1 else {
      // One row needs no rehearsal: it lands right below its anchor.
      guard let id = ids.first, let current = isShown ? lifted.first : base.path(of: id) else {
        return .failure(MoveRefusal("nothing was dragged"))
      }
      var target = ItemPath(section: section, item: 0)
      if let anchorPath, let above = anchorPath {
        target.item = above.item + (current.section == section && current.item < above.item ? 0 : 1)
      }
      let operation: EditOperation<Section, Item>? =
        target == current ? nil : .moveItem(id, to: target)
      return settled(
        PlannedMove(operation: operation, landed: target), of: ids, in: base,
        landing: { _ in target }, redirecting: redirecting)
    }
    var moved = base
    var steps: [EditOperation<Section, Item>] = []
    var previous = above?.id
    for id in ids {
      guard let current = moved.path(of: id) else { continue }
      var target = ItemPath(section: section, item: 0)
      if let previous, let above = moved.path(of: previous) {
        target.item = above.item + (current.section == section && current.item < above.item ? 0 : 1)
      }
      if target != current {
        do {
          try moved.moveItem(at: current, to: target)
        } catch {
          return .failure(MoveRefusal("\(id) cannot go to \(target)"))
        }
        steps.append(.moveItem(id, to: target))
      }
      previous = id
    }
    let landed = ids.first.flatMap { moved.path(of: $0) } ?? destination
    let operation = steps.count > 1 ? .group(steps) : steps.first
    return settled(
      PlannedMove(operation: operation, landed: landed), of: ids, in: base,
      landing: { moved.path(of: $0) }, redirecting: redirecting)
  }

  // MARK: Private

  /// The row that stands above `destination` once the `lifted` rows are taken out, with its
  /// position: `.some(nil)` at the top of its section, `nil` if the position is outside the
  /// list.
  private func itemAbove(_ destination: ItemPath, lifting lifted: [ItemPath]) -> (
    id: Item.ID, path: ItemPath
  )?? {
    guard let count = snapshot.numberOfItems(inSectionAt: destination.section) else { return nil }
    let liftedHere = lifted.filter { $0.section == destination.section }.map { $0.item }.sorted()
    guard (0...(count - liftedHere.count)).contains(destination.item) else { return nil }
    guard destination.item > 0 else { return .some(nil) }
    var index = destination.item - 1
    for item in liftedHere where item <= index { index += 1 }
    let path = ItemPath(section: destination.section, item: index)
    return .some(snapshot.item(at: path).map { ($0.id, path) })
  }

  /// The move, once the behaviour's rule has allowed every row to land where it would; a
  /// redirection plans the move again, once, to the place the rule asks for.
  private func settled(
    _ move: PlannedMove<Section, Item>, of ids: [Item.ID], in base: Snapshot<Section, Item>,
    landing: (Item.ID) -> ItemPath?, redirecting: Bool
  ) -> Result<PlannedMove<Section, Item>, MoveRefusal> {
    guard let rule = behavior.moveRule else { return .success(move) }
    for id in ids {
      guard let item = base.item(id: id), let from = base.path(of: id), let to = landing(id)
      else { continue }
      switch rule(item, from, to) {
      case .allowed:
        continue
      case .refused(let reason):
        return .failure(MoveRefusal("\(id) may not move from \(from) to \(to): \(reason)"))
      case .redirected(let place) where redirecting:
        return plannedMove(of: ids, to: place, redirecting: false)
      case .redirected(let place):
        return .failure(MoveRefusal("\(id) was redirected twice, last to \(place)"))
      }
    }
    return .success(move)
  }
}
