// MARK: - UICollectionView + StandIn

extension UICollectionView {
  /// How many items a counted viewport shows, across sections from the item at
  /// `contentOffset` (20 unless set). Takes effect at the next layout.
  ///
  /// The viewport is counted when the view has no height (it was never given a frame) or once
  /// a test sets this limit, which then wins over the bounds; otherwise the items that meet
  /// the bounds are visible.
  @_spi(StandIn) public var standInVisibleItemLimit: Int {
    get { engine.visibleItemLimit }
    set {
      engine.visibleItemLimit = max(0, newValue)
      engine.hasExplicitVisibleItemLimit = true
    }
  }

  /// The counts the view works with (section → items); `nil` until first read.
  @_spi(StandIn) public var standInCachedCounts: [Int]? { engine.cachedCounts }

  /// The calls to `performBatchUpdates(_:completion:)` and `reloadData()` so far.
  @_spi(StandIn) public var standInUpdateCalls: (batches: Int, reloads: Int) {
    (engine.batchesPerformed, engine.reloadsPerformed)
  }

  /// Whether a batch update is open.
  @_spi(StandIn) public var standInIsInsideBatch: Bool { engine.isInsideBatch }

  /// The number of cells waiting in the reuse queue for `identifier`.
  ///
  /// - Parameter identifier: A reuse identifier.
  /// - Returns: The queue's length.
  @_spi(StandIn) public func standInQueuedCellCount(withIdentifier identifier: String) -> Int {
    engine.queuedCellCount(withIdentifier: identifier)
  }

  /// Simulates an interactive move of the item at `from` to `proposed`.
  ///
  /// Nothing happens unless both index paths are valid, the data source's `canMoveItemAt` is
  /// true and it implements `collectionView(_:moveItemAt:to:)`. The delegate's
  /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
  /// may retarget the move. The view moves the item
  /// itself, then calls `moveItemAt`, where the data source must only update its model; its
  /// counts are then checked against the view's.
  ///
  /// - Parameters:
  ///   - from: The item the user drags.
  ///   - proposed: Where the user drops it, in the space without the item.
  /// - Returns: Whether the data source's `moveItemAt` method ran.
  @_spi(StandIn) @discardableResult public func standInSimulateMove(
    from: IndexPath, to proposed: IndexPath
  ) -> Bool {
    let to =
      engine.isValidMoveDestination(proposed, from: from) && engine.contains(from)
      ? (delegate?.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: from, atCurrentIndexPath: from,
        toProposedIndexPath: proposed) ?? proposed)
      : proposed
    return engine.userMove(
      from: from, to: to,
      canMove: { dataSource?.collectionView(self, canMoveItemAt: from) == true },
      method: "collectionView(_:moveItemAt:to:)"
    ) {
      dataSource?.collectionView(self, moveItemAt: from, to: to)
    }
  }

  /// Simulates a tap on the item at `indexPath`, as the selection settings for the current
  /// mode say: in single selection it deselects the previous item (calling
  /// `didDeselectItemAt`), selects this one and calls `didSelectItemAt`; in multiple
  /// selection it selects the item, or deselects it when it was selected.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: Whether the item is selected after the tap.
  @_spi(StandIn) @discardableResult public func standInSimulateTap(at indexPath: IndexPath)
    -> Bool
  {
    engine.userTap(
      at: indexPath, mode: engine.selectionRules.mode(editing: storedIsEditing),
      didDeselect: { delegate?.collectionView(self, didDeselectItemAt: $0) },
      didSelect: { delegate?.collectionView(self, didSelectItemAt: $0) })
  }

  func select(_ indexPath: IndexPath?, scrollPosition: UICollectionView.ScrollPosition) {
    let mode = engine.selectionRules.mode(editing: storedIsEditing)
    guard engine.programmaticSelect(indexPath, mode: mode), let indexPath else { return }
    scroll(to: indexPath, at: scrollPosition)
  }

  func scroll(to indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition) {
    guard engine.checkScrollTarget(indexPath), !scrollPosition.isEmpty else { return }
    let alignment: ListEngine.ScrollAlignment =
      scrollPosition.contains(.top)
      ? .top
      : scrollPosition.contains(.bottom)
        ? .bottom : scrollPosition.contains(.centeredVertically) ? .middle : .nearest
    engine.scroll(to: indexPath, alignment: alignment)
  }
}
