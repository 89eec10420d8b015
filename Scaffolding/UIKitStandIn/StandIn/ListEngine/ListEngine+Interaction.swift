// MARK: - ListEngine + Interaction

extension ListEngine {
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
