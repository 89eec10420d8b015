// MARK: - ListEngine + Interaction

extension ListEngine {
  // MARK: User events

  /// Runs a simulated user event on an item in a run-loop pass of its own, as UIKit handles
  /// each touch; nothing happens inside a batch update or for an item the view does not have.
  ///
  /// - Parameters:
  ///   - indexPath: The item the user touches.
  ///   - allowed: Whether the view handles the event at all (a table in editing mode does not
  ///     select, for example).
  ///   - body: What the view does for the event.
  /// - Returns: What `body` returns, or `nil` when nothing happens.
  func userEvent<Result>(
    at indexPath: IndexPath, when allowed: Bool = true, _ body: () -> Result?
  ) -> Result? {
    UIKitStandIn.endRunLoopPass()
    defer { UIKitStandIn.endRunLoopPass() }
    guard allowed, !isInsideBatch, contains(indexPath) else { return nil }
    return body()
  }

  /// A simulated tap on an item, as the view's selection rules say: in single selection it
  /// deselects the other items, telling the delegate of each, then selects the item and tells
  /// the delegate; in multiple selection it selects the item, or deselects a selected one.
  ///
  /// - Parameters:
  ///   - indexPath: The item tapped.
  ///   - mode: How the view selects now.
  ///   - didDeselect: Tells the delegate an item was deselected.
  ///   - didSelect: Tells the delegate an item was selected.
  /// - Returns: Whether the item is selected after the tap.
  func userTap(
    at indexPath: IndexPath, mode: SelectionRules.Mode, didDeselect: (IndexPath) -> Void,
    didSelect: (IndexPath) -> Void
  ) -> Bool {
    userEvent(at: indexPath, when: mode != .none) {
      if mode == .multiple, selectedIndexPaths.contains(indexPath) {
        deselect(indexPath)
        didDeselect(indexPath)
        return false
      }
      if mode == .single {
        for previous in selectedIndexPaths where previous != indexPath {
          deselect(previous)
          didDeselect(previous)
        }
      }
      select(indexPath)
      didSelect(indexPath)
      return true
    } ?? false
  }

  /// A simulated interactive move: the view moves the item, then hands the move to the data
  /// source, whose counts are then checked against the view's.
  ///
  /// - Parameters:
  ///   - from: The item the user drags.
  ///   - to: Where the user drops it, in the space without the item.
  ///   - canMove: Asks the data source whether the item may move.
  ///   - method: The data source's method, for the check's message.
  ///   - move: Calls the data source's method.
  /// - Returns: Whether the data source's method ran.
  func userMove(
    from: IndexPath, to: IndexPath, canMove: () -> Bool, method: String, move: () -> Void
  ) -> Bool {
    userEvent(at: from) {
      guard from != to, isValidMoveDestination(to, from: from), canMove() else { return nil }
      let moved = performUserMove(from: from, to: to) {
        move()
        return true
      }
      if moved { checkDataSourceInSync(after: method) }
      return moved
    } ?? false
  }

  // MARK: Selection

  func select(_ indexPath: IndexPath) {
    if !selectedIndexPaths.contains(indexPath) {
      selectedIndexPaths.append(indexPath)
    }
    visibleCells[indexPath]?.showSelected(true)
  }

  func deselect(_ indexPath: IndexPath) {
    selectedIndexPaths.removeAll { $0 == indexPath }
    visibleCells[indexPath]?.showSelected(false)
  }

  func deselectAll() {
    for selected in selectedIndexPaths {
      deselect(selected)
    }
  }

  /// Selects an item for `selectRow(at:animated:scrollPosition:)` and its collection-view
  /// twin, without telling the delegate: `nil` clears the selection; in single selection the
  /// item replaces the selection, in multiple selection it joins it. An index path the view
  /// does not have changes nothing and is reported.
  ///
  /// - Parameters:
  ///   - indexPath: The item, or `nil`.
  ///   - mode: How the view selects now.
  /// - Returns: Whether the item is selected.
  func programmaticSelect(_ indexPath: IndexPath?, mode: SelectionRules.Mode) -> Bool {
    guard let indexPath else {
      deselectAll()
      return false
    }
    guard contains(indexPath) else {
      record(
        UIKitStandInViolation(
          kind: .selectInvalidIndexPath,
          reason: "Attempted to select \(words.item) \(BatchUpdateMessages.describe(indexPath)), "
            + "which the \(words.view) does not have (it has \(words.items) \(counts())); the "
            + "selection does not change.",
          fidelity: .approximate, severity: .warning))
      return false
    }
    if mode != .multiple {
      for previous in selectedIndexPaths where previous != indexPath {
        deselect(previous)
      }
    }
    select(indexPath)
    return true
  }

  // MARK: Consistency

  /// After the data source handled a user edit, its counts must equal the view's.
  func checkDataSourceInSync(after method: String) {
    let shown = counts()
    let reported = dataSourceCounts()
    guard shown != reported else { return }
    record(
      UIKitStandInViolation(
        kind: .dataSourceOutOfSyncAfterEdit,
        reason: "After \(method), the data source reports \(words.items) \(reported) but the "
          + "\(words.view) shows \(shown): the model and the \(words.view) must change together "
          + "(for a delete: update the model, then call delete\(words.items.capitalized)(at:)). "
          + "UIKit raises 'Invalid update' at the next update.",
        fidelity: .approximate))
    resetToUnloaded()
    layoutIfInWindow()
  }

  /// Moves one item the way an interactive reorder does: the view moves it itself (cell,
  /// selection and cached counts), then calls `notify`, which returns `false` when the data
  /// source does not implement the move method — then the move is undone.
  func performUserMove(from: IndexPath, to: IndexPath, notify: () -> Bool) -> Bool {
    let saved = (cachedCounts, visibleCells, selectedIndexPaths)
    var newCounts = counts()
    newCounts[from[0]] -= 1
    newCounts[to[0]] += 1
    var batch = PendingBatch()
    batch.itemMoves = [PendingBatch.Move(from: from, to: to)]
    let planner = BatchUpdatePlanner(
      words: words, oldCounts: counts(), newCounts: newCounts, batch: batch, style: .classic)
    guard let plan = try? planner.makePlan() else { return false }
    apply(plan, newCounts: newCounts)
    enqueueCellsLeavingWithAnimation()
    reachedUnimplementedOptional = false
    guard notify(), !reachedUnimplementedOptional else {
      (cachedCounts, visibleCells, selectedIndexPaths) = saved
      return false
    }
    layoutIfInWindow()
    return true
  }

  /// Whether `to` is a valid destination for moving `from` (the index space without `from`).
  func isValidMoveDestination(_ to: IndexPath, from: IndexPath) -> Bool {
    let counts = counts()
    guard to.count == 2, counts.indices.contains(to[0]), to[1] >= 0 else { return false }
    let available = counts[to[0]] - (to[0] == from[0] ? 1 : 0)
    return to[1] <= available
  }
}
