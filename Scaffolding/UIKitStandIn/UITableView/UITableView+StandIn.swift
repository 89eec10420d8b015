// MARK: - UITableView + StandIn

extension UITableView {
  /// How many rows a counted viewport shows, across sections from the row at
  /// `contentOffset` (20 unless set). Takes effect at the next layout.
  ///
  /// The viewport is counted when the table has no height (it was never given a frame) or
  /// once a test sets this limit, which then wins over the bounds; otherwise the rows that
  /// meet the bounds are visible.
  @_spi(StandIn) public var standInVisibleRowLimit: Int {
    get { engine.visibleItemLimit }
    set {
      engine.visibleItemLimit = max(0, newValue)
      engine.hasExplicitVisibleItemLimit = true
    }
  }

  /// The counts the table works with (section → rows); `nil` until first read.
  @_spi(StandIn) public var standInCachedCounts: [Int]? { engine.cachedCounts }

  /// Whether a batch update is open.
  @_spi(StandIn) public var standInIsInsideBatch: Bool { engine.isInsideBatch }

  /// The number of cells waiting in the reuse queue for `identifier`.
  ///
  /// - Parameter identifier: A reuse identifier.
  /// - Returns: The queue's length.
  @_spi(StandIn) public func standInQueuedCellCount(withIdentifier identifier: String) -> Int {
    engine.queuedCellCount(withIdentifier: identifier)
  }

  /// Simulates a swipe-to-delete (or a tap on the delete control) of the row at `indexPath`.
  ///
  /// As on iOS, nothing happens unless the row exists, the data source's `canEditRowAt` is
  /// true, the delegate's editing style is `.delete`, and the data source implements
  /// `tableView(_:commit:forRowAt:)`. Afterwards the data source's counts must equal the
  /// table's (so a data source that changed its model but forgot `deleteRows(at:with:)` is
  /// reported as `dataSourceOutOfSyncAfterEdit`).
  ///
  /// - Parameter indexPath: The row to delete.
  /// - Returns: Whether the data source's `commit` method ran.
  @_spi(StandIn) @discardableResult public func standInSimulateDelete(at indexPath: IndexPath)
    -> Bool
  {
    UIKitStandIn.endRunLoopPass()  // a user event is a run-loop pass of its own
    defer { UIKitStandIn.endRunLoopPass() }
    guard let dataSource, !engine.isInsideBatch, engine.contains(indexPath),
      dataSource.tableView(self, canEditRowAt: indexPath)
    else { return false }
    let style = delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    guard style == .delete else { return false }
    engine.reachedUnimplementedOptional = false
    dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
    guard !engine.reachedUnimplementedOptional else { return false }
    engine.checkDataSourceInSync(after: "tableView(_:commit:forRowAt:)")
    return true
  }

  /// Simulates the user dragging the row at `from` to `to` in editing mode.
  ///
  /// As on iOS, nothing happens unless the table is editing, both index paths are valid, the
  /// data source's `canMoveRowAt` is true and it implements `tableView(_:moveRowAt:to:)`. The
  /// delegate's `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` may
  /// retarget the move. The table moves the row itself (its cell, the selection and the
  /// cached counts), then calls `moveRowAt`, where the data source must only update its
  /// model; its counts are then checked against the table's.
  ///
  /// - Parameters:
  ///   - from: The row the user drags.
  ///   - proposed: Where the user drops it, in the space without the row.
  /// - Returns: Whether the data source's `moveRowAt` method ran.
  @_spi(StandIn) @discardableResult public func standInSimulateMove(
    from: IndexPath, to proposed: IndexPath
  ) -> Bool {
    let to =
      engine.isValidMoveDestination(proposed, from: from) && engine.contains(from)
      ? (delegate?.tableView(
        self, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: proposed) ?? proposed)
      : proposed
    return engine.userMove(
      from: from, to: to,
      canMove: { storedIsEditing && dataSource?.tableView(self, canMoveRowAt: from) == true },
      method: "tableView(_:moveRowAt:to:)"
    ) {
      dataSource?.tableView(self, moveRowAt: from, to: to)
    }
  }

  /// Simulates a tap on the row at `indexPath`, as the selection settings for the current
  /// mode say: in single selection it deselects the previous row (calling
  /// `didDeselectRowAt`), selects this one and calls `didSelectRowAt`; in multiple selection
  /// (`allowsMultipleSelection`, or `allowsMultipleSelectionDuringEditing` in editing mode)
  /// it selects the row, or deselects it when it was selected, leaving the others.
  ///
  /// Taps in editing mode select nothing unless `allowsSelectionDuringEditing` or
  /// `allowsMultipleSelectionDuringEditing` is true (both are false by default).
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: Whether the row is selected after the tap.
  @_spi(StandIn) @discardableResult public func standInSimulateTap(at indexPath: IndexPath)
    -> Bool
  {
    engine.userTap(
      at: indexPath, mode: engine.selectionRules.mode(editing: storedIsEditing),
      didDeselect: { delegate?.tableView(self, didDeselectRowAt: $0) },
      didSelect: { delegate?.tableView(self, didSelectRowAt: $0) })
  }
}
