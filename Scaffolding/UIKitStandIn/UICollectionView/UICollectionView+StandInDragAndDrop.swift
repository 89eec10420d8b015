#if !UIKIT_STANDIN_TVOS
// MARK: - UICollectionView + StandInDragAndDrop

extension UICollectionView {
  /// Simulates the user lifting the item at `indexPath` to drag it.
  ///
  /// As on iOS, nothing happens unless `dragInteractionEnabled` is true, the view has a drag
  /// delegate, the item exists, no batch update is open and the delegate's
  /// `collectionView(_:itemsForBeginning:at:)` returns items. The drag session then begins
  /// (`dragSessionWillBegin`), and the drag is over the view: the drop delegate's
  /// `canHandle` decides whether it tracks the drop (`dropSessionDidEnter`).
  ///
  /// - Parameter indexPath: The item the user lifts.
  /// - Returns: Whether a drag began.
  @_spi(StandIn) @discardableResult public func standInBeginDrag(at indexPath: IndexPath) -> Bool {
    engine.beginDrag(at: indexPath)
  }

  /// Simulates the user tapping the item at `indexPath` during a drag from this view: the drag
  /// delegate's `collectionView(_:itemsForAddingTo:at:point:)` items join the session.
  ///
  /// - Parameter indexPath: The item tapped.
  /// - Returns: Whether items were added.
  @_spi(StandIn) @discardableResult public func standInAddToDrag(at indexPath: IndexPath) -> Bool {
    engine.addToDrag(at: indexPath)
  }

  /// Simulates a drag from another app entering the view with `itemCount` items: its drop
  /// session has no `localDragSession` and does not allow moves.
  ///
  /// - Parameter itemCount: The number of items dragged.
  /// - Returns: Whether the drop delegate tracks the drop (its `canHandle` was true).
  @_spi(StandIn) @discardableResult public func standInBeginDropFromOtherApp(itemCount: Int)
    -> Bool
  {
    engine.beginExternalDrop(itemCount: itemCount)
  }

  /// Simulates the drag moving over `destinationIndexPath`: a item, the place after the last
  /// item of a section, or `nil` for empty space. The drop delegate's
  /// `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)` proposes what a drop would do.
  ///
  /// - Parameter destinationIndexPath: Where the drag is.
  /// - Returns: The proposal, or `nil` when the view does not track a drop.
  @_spi(StandIn) @discardableResult public func standInDragOver(
    _ destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal? {
    engine.dragOver(destinationIndexPath) as? UICollectionViewDropProposal
  }

  /// Simulates the user dropping over `destinationIndexPath` (after moving there, as
  /// `standInDragOver(_:)`).
  ///
  /// `collectionView(_:performDropWith:)` runs only when the last proposal is `.copy`, or `.move` in a
  /// session that allows moves. Its coordinator's `drop(_:toItemAt:)` records where each item
  /// goes; the item must exist once the delegate's updates are applied. Items not placed go
  /// back where they came from. Then `dropSessionDidEnd` and `dragSessionDidEnd` are called.
  ///
  /// - Parameter destinationIndexPath: Where the user drops.
  /// - Returns: What became of the drop.
  @_spi(StandIn) @discardableResult public func standInDrop(at destinationIndexPath: IndexPath?)
    -> UIKitStandIn.DropOutcome
  {
    if engine.hasActiveDrop {
      engine.dragOver(destinationIndexPath)
    }
    return engine.drop()
  }

  /// Simulates the user dropping where the drag is, with the drop delegate's last proposal:
  /// no new `dropSessionDidUpdate` is asked (the list may have changed since).
  ///
  /// - Returns: What became of the drop.
  @_spi(StandIn) @discardableResult public func standInDrop() -> UIKitStandIn.DropOutcome {
    engine.drop()
  }

  /// Simulates the drag ending without a drop on this view (the user lets go elsewhere):
  /// `dropSessionDidExit` and `dropSessionDidEnd` when the view tracked the drop, then
  /// `dragSessionDidEnd`.
  @_spi(StandIn) public func standInCancelDrag() {
    engine.cancelDrag()
  }

  /// Simulates the two-finger pan that starts multiple selection on the item at `indexPath`.
  ///
  /// As on iOS, nothing happens unless the delegate's
  /// `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)` returns true. The view then
  /// turns `allowsMultipleSelection` on, calls
  /// `collectionView(_:didBeginMultipleSelectionInteractionAt:)`, and selects the item,
  /// calling `didSelectItemAt`. Taps select further items; end with
  /// `standInEndMultipleSelectionInteraction()`.
  ///
  /// - Parameter indexPath: The item the pan starts on.
  /// - Returns: Whether the interaction began.
  @_spi(StandIn) @discardableResult public func standInBeginMultipleSelectionInteraction(
    at indexPath: IndexPath
  ) -> Bool {
    engine.userEvent(at: indexPath) {
      guard
        delegate?.collectionView(self, shouldBeginMultipleSelectionInteractionAt: indexPath)
          == true
      else { return nil }
      allowsMultipleSelection = true
      delegate?.collectionView(self, didBeginMultipleSelectionInteractionAt: indexPath)
      if !engine.selectedIndexPaths.contains(indexPath) {
        engine.select(indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
      }
      return true
    } ?? false
  }

  /// Simulates the end of the multiple-selection gesture: calls
  /// `collectionViewDidEndMultipleSelectionInteraction(_:)`; multiple selection stays on.
  @_spi(StandIn) public func standInEndMultipleSelectionInteraction() {
    UIKitStandIn.endRunLoopPass()
    defer { UIKitStandIn.endRunLoopPass() }
    delegate?.collectionViewDidEndMultipleSelectionInteraction(self)
  }
}
#endif
