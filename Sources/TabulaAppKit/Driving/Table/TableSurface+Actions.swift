@_spi(Surfaces) public import Tabula

// MARK: - TableSurface + Actions

extension TableSurface {
  /// The actions a row's swipe from an edge reveals (`tableView(_:rowActionsForRow:edge:)`):
  /// the data source's for the item (a list that allows deleting offers Delete from the
  /// trailing edge), each bound to the item wherever it is when chosen; none for a group row.
  /// `NSTableView` has no swipe actions of its own, so a data source that leaves the choice
  /// to the surface (`nil`) gets none.
  ///
  /// - Parameters:
  ///   - row: The row swiped.
  ///   - edge: The edge swiped from.
  /// - Returns: The actions, nearest the edge first.
  public func rowActions(forRow row: Int, edge: RowActionEdge) -> [SurfaceItemAction] {
    actions(edge == .leading ? .leadingSwipe : .trailingSwipe, forItemAt: itemPath(atRow: row))
  }

  /// The actions of the menu for a row the user right-clicks or ⌃-clicks (the table's `menu`,
  /// filled in `menuNeedsUpdate(_:)` for its `clickedRow`), for the row's item or for the
  /// whole selection the row is part of (``ListViewSurface/menuTargets(clickedItemAt:)``);
  /// none for a group row or no row.
  ///
  /// - Parameter row: The clicked row, `-1` for none.
  /// - Returns: The actions.
  public func menuActions(forRow row: Int) -> [SurfaceItemAction] {
    menuActions(clickedItemAt: itemPath(atRow: row))
  }

  /// The user double-clicked a row (the table's `doubleAction`, with its `clickedRow`): the
  /// primary action runs for the row's item; nothing runs for a group row or no row.
  ///
  /// - Parameter row: The clicked row, `-1` for none (a column header, below the rows).
  /// - Returns: Whether the primary action ran.
  @discardableResult
  public func userDidDoubleClick(row: Int) -> Bool {
    userDidDoubleClick(itemAt: itemPath(atRow: row))
  }

  /// The user clicked a row once (the table's `action`, with its `clickedRow`): the row action
  /// runs for the row's item; nothing runs for a group row or no row.
  ///
  /// - Parameter row: The clicked row, `-1` for none.
  /// - Returns: Whether the row action ran.
  @discardableResult
  public func userDidClick(row: Int) -> Bool {
    userDidClick(itemAt: itemPath(atRow: row))
  }
}
