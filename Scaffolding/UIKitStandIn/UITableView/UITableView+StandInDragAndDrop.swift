#if !UIKIT_STANDIN_TVOS
// MARK: - UITableView + StandInDragAndDrop

extension UITableView {
  /// Simulates the user lifting the row at `indexPath` to drag it.
  ///
  /// As on iOS, nothing happens unless `dragInteractionEnabled` is true, the view has a drag
  /// delegate, the row exists, no batch update is open and the delegate's
  /// `tableView(_:itemsForBeginning:at:)` returns items. The drag session then begins
  /// (`dragSessionWillBegin`), and the drag is over the view: the drop delegate's
  /// `canHandle` decides whether it tracks the drop (`dropSessionDidEnter`).
  ///
  /// - Parameter indexPath: The row the user lifts.
  /// - Returns: Whether a drag began.
  @_spi(StandIn) @discardableResult public func standInBeginDrag(at indexPath: IndexPath) -> Bool {
    engine.beginDrag(at: indexPath)
  }

  /// Simulates the user tapping the row at `indexPath` during a drag from this view: the drag
  /// delegate's `tableView(_:itemsForAddingTo:at:point:)` items join the session.
  ///
  /// - Parameter indexPath: The row tapped.
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

  /// Simulates the drag moving over `destinationIndexPath`: a row, the place after the last
  /// row of a section, or `nil` for empty space. The drop delegate's
  /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)` proposes what a drop would do.
  ///
  /// - Parameter destinationIndexPath: Where the drag is.
  /// - Returns: The proposal, or `nil` when the view does not track a drop.
  @_spi(StandIn) @discardableResult public func standInDragOver(
    _ destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal? {
    engine.dragOver(destinationIndexPath) as? UITableViewDropProposal
  }

  /// Simulates the user dropping over `destinationIndexPath` (after moving there, as
  /// `standInDragOver(_:)`).
  ///
  /// `tableView(_:performDropWith:)` runs only when the last proposal is `.copy`, or `.move` in a
  /// session that allows moves. Its coordinator's `drop(_:toRowAt:)` records where each item
  /// goes; the row must exist once the delegate's updates are applied. Items not placed go
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

  /// Simulates the two-finger pan that starts multiple selection on the row at `indexPath`.
  ///
  /// As on iOS, nothing happens unless `allowsMultipleSelectionDuringEditing` is true and the
  /// delegate's `tableView(_:shouldBeginMultipleSelectionInteractionAt:)` returns true. The
  /// table then turns editing mode on (clearing the selection), calls
  /// `tableView(_:didBeginMultipleSelectionInteractionAt:)`, and selects the row, calling
  /// `didSelectRowAt`. Taps select further rows; end with
  /// `standInEndMultipleSelectionInteraction()`.
  ///
  /// - Parameter indexPath: The row the pan starts on.
  /// - Returns: Whether the interaction began.
  @_spi(StandIn) @discardableResult public func standInBeginMultipleSelectionInteraction(
    at indexPath: IndexPath
  ) -> Bool {
    engine.userEvent(at: indexPath) {
      guard allowsMultipleSelectionDuringEditing,
        delegate?.tableView(self, shouldBeginMultipleSelectionInteractionAt: indexPath) == true
      else { return nil }
      if !storedIsEditing {
        setEditing(true, animated: true)
      }
      delegate?.tableView(self, didBeginMultipleSelectionInteractionAt: indexPath)
      if !engine.selectedIndexPaths.contains(indexPath) {
        engine.select(indexPath)
        delegate?.tableView(self, didSelectRowAt: indexPath)
      }
      return true
    } ?? false
  }

  /// Simulates the end of the multiple-selection gesture: calls
  /// `tableViewDidEndMultipleSelectionInteraction(_:)`; the table stays in editing mode.
  @_spi(StandIn) public func standInEndMultipleSelectionInteraction() {
    UIKitStandIn.endRunLoopPass()
    defer { UIKitStandIn.endRunLoopPass() }
    delegate?.tableViewDidEndMultipleSelectionInteraction(self)
  }
}
#endif
