@_spi(Surfaces) public import Tabula

// MARK: - HeadlessListView + Dragging

extension HeadlessListView {
  /// Does what lifting a row to drag it does: asks the data source which rows the drag
  /// carries (the row, or every selected row when it is one of them).
  ///
  /// - Parameter path: The position of the lifted row.
  /// - Returns: The positions of the dragged rows; empty if the row cannot be dragged or a
  ///   drag already runs.
  @discardableResult
  public func simulateUserLift(at path: ItemPath) -> [ItemPath] {
    layoutIfNeeded()
    guard draggedRows == nil, let client, contains(path) else { return [] }
    let lifted = client.itemsToDrag(at: path)
    if !lifted.isEmpty { draggedRows = lifted }
    return lifted
  }

  /// Does what hovering a drag over a place does: asks the data source where the rows would
  /// land.
  ///
  /// - Parameter destination: The hovered position, counted once the dragged rows are taken
  ///   out.
  /// - Returns: Where the first dragged row would land, or `nil` if it may not be dropped
  ///   there or no drag runs.
  public func simulateUserDragOver(_ destination: ItemPath) -> ItemPath? {
    guard draggedRows != nil else { return nil }
    return client?.proposedDrop(at: destination)
  }

  /// Does what dropping the dragged rows does: the data source hands the move to its provider
  /// and animates the result (the view moves no row itself); then the drag ends.
  ///
  /// - Parameter destination: Where the rows are dropped, counted once they are taken out.
  /// - Returns: Whether the drop was accepted; a refused one leaves every row in place.
  @discardableResult
  public func simulateUserDrop(at destination: ItemPath) -> Bool {
    guard draggedRows != nil, let client else { return false }
    let landed = client.userDidDrop(at: destination)
    simulateUserCancelDrag()
    return landed != nil
  }

  /// Ends the drag without a drop: the rows go back to their places.
  public func simulateUserCancelDrag() {
    guard draggedRows != nil else { return }
    draggedRows = nil
    client?.userDidEndDrag()
  }
}
