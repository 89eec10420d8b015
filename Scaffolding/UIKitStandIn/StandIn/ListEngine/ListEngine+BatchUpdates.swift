// MARK: - ListEngine + BatchUpdates

extension ListEngine {
  var isInsideBatch: Bool { batchDepth > 0 }

  /// Opens a (possibly nested) batch. The outermost one reads the counts if none are cached,
  /// before the updates run — as UIKit does when a layout or a reload is pending.
  func beginBatch() {
    if batchDepth == 0 {
      _ = counts()
      pendingBatch = PendingBatch()
    }
    batchDepth += 1
    pendingBatch.openCompletionSlots.append(pendingBatch.completions.count)
    pendingBatch.completions.append(nil)
  }

  /// Closes a batch; closing the outermost one validates and applies it. Completions run in
  /// the order their batches began (see `PendingBatch.completions`).
  ///
  /// The evidence is a collection view's; tables share the engine and the order, which nothing
  /// on record contradicts.
  func endBatch(completion: ((Bool) -> Void)?) {
    guard batchDepth > 0, let slot = pendingBatch.openCompletionSlots.popLast() else {
      record(
        UIKitStandInViolation(
          kind: .unbalancedEndUpdates,
          reason: "endUpdates() was called without a matching beginUpdates()",
          fidelity: .approximate))
      return
    }
    pendingBatch.completions[slot] = completion
    batchDepth -= 1
    if batchDepth == 0 {
      let batch = pendingBatch
      pendingBatch = PendingBatch()
      commit(batch)
    }
  }

  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    batchesPerformed += 1
    beginBatch()
    updates?()
    endBatch(completion: completion)
  }

  /// Adds a change to the open batch, or validates it at once as a batch of its own.
  func recordChange(_ change: (inout PendingBatch) -> Void) {
    if batchDepth > 0 {
      change(&pendingBatch)
    } else {
      beginBatch()
      change(&pendingBatch)
      endBatch(completion: nil)
    }
  }

  private func commit(_ batch: PendingBatch) {
    let finished: Bool
    if batch.reloadDataRequested {
      resetToUnloaded()
      finished = false
    } else {
      finished = validateAndApply(batch)
    }
    for completion in batch.completions.compactMap(\.self) {
      UIKitStandIn.enqueueAnimationCompletion { completion(finished) }
    }
    layoutIfInWindow()
    enqueueCellsLeavingWithAnimation()
  }

  /// Validates `batch` against the cached and the data source's counts; applies it, or
  /// records the violation and recovers like `reloadData()`. Returns whether it was applied.
  private func validateAndApply(_ batch: PendingBatch) -> Bool {
    let newCounts = dataSourceCounts()
    // The planner reaches its verdict on its own; it never asks Tabula's BatchValidator.
    let planner = BatchUpdatePlanner(
      words: words, oldCounts: counts(), newCounts: newCounts, batch: batch,
      style: UIKitStandIn.messageStyle)
    do {
      let plan = try planner.makePlan()
      apply(plan, newCounts: newCounts)
      return true
    } catch {
      record(error.violation)
      resetToUnloaded()
      return false
    }
  }

  /// Moves the visible cells and the selection to their new index paths; reconfigured rows ask
  /// the data source again. Deleted and reloaded rows' cells leave the view and wait in
  /// `cellsLeavingWithAnimation` until the layout after the batch is done, as UIKit keeps them
  /// for their disappearing animation: a reloaded row never gets its old cell back.
  func apply(_ plan: BatchUpdatePlan, newCounts: [Int]) {
    var moved: [IndexPath: any ReusableListCell] = [:]
    for (old, cell) in visibleCells {
      if plan.keepsCell(at: old), let new = plan.newIndexPath(forOld: old) {
        moved[new] = cell
      } else {
        cell.removeFromSuperview()
        cellsLeavingWithAnimation.append(cell)
      }
    }
    visibleCells = moved
    cachedCounts = newCounts
    // Measured heights move with their items; a reloaded item is measured again.
    var measured: [IndexPath: CGFloat] = [:]
    for (old, height) in measuredHeights where plan.keepsCell(at: old) {
      if let new = plan.newIndexPath(forOld: old) {
        measured[new] = height
      }
    }
    measuredHeights = measured
    cachedGeometry = nil
    updateGeneration += 1
    host.hostDidApply(plan)
    // The asked-about index paths moved with the batch; the next layout asks afresh.
    prefetchedIndexPaths = []
    selectedIndexPaths = selectedIndexPaths.compactMap {
      plan.keepsCell(at: $0) ? plan.newIndexPath(forOld: $0) : nil
    }
    for old in plan.reconfiguredItems {
      guard plan.keepsCell(at: old), let new = plan.newIndexPath(forOld: old),
        let existing = visibleCells[new]
      else { continue }
      reconfigure(existing, at: new)
    }
  }

  /// Puts the cells of deleted and reloaded rows in the reuse queue.
  func enqueueCellsLeavingWithAnimation() {
    let leaving = cellsLeavingWithAnimation
    cellsLeavingWithAnimation = []
    for cell in leaving {
      enqueue(cell)
    }
  }

  private func reconfigure(_ existing: any ReusableListCell, at indexPath: IndexPath) {
    guard let cell = requestCell(at: indexPath, reconfiguring: existing) else { return }
    // A reconfigured self-sizing cell sizes itself again.
    _ = measure(cell, at: indexPath)
    guard cell !== existing else { return }
    record(
      UIKitStandInViolation(
        kind: .reconfiguredCellReplaced,
        reason:
          "Attempted to reconfigure \(words.item) at \(BatchUpdateMessages.describe(indexPath)) "
          + "but the data source returned a different cell; when reconfiguring, dequeue the same "
          + "reuse identifier so that the existing cell is returned. The stand-in shows the new "
          + "cell.",
        fidelity: .approximate))
    enqueue(existing)
    show(cell, at: indexPath)
  }
}
