@_spi(Surfaces) public import Tabula

// MARK: - ListViewSurface + Clicks

extension ListViewSurface {
  /// The user double-clicked a row (the view's `doubleAction`, read with its `clickedRow`):
  /// the primary action runs for the row's item.
  ///
  /// - Parameter path: The position of the row's item; `nil` for a group row, or for no row
  ///   (`clickedRow` is `-1` for a double-click on a column header or below the rows).
  /// - Returns: Whether the primary action ran: an item was double-clicked and the list has
  ///   one.
  func userDidDoubleClick(itemAt path: ItemPath?) -> Bool {
    guard let path, let primaryAction else { return false }
    primaryAction(path)
    return true
  }

  /// The user clicked a row once (the view's `action`, read with its `clickedRow`), which
  /// selected it where the list selects: the row action runs for the row's item.
  ///
  /// - Parameter path: The position of the row's item; `nil` for a group row, or for no row.
  /// - Returns: Whether the row action ran: an item was clicked and the list has one.
  func userDidClick(itemAt path: ItemPath?) -> Bool {
    guard let path, let rowAction else { return false }
    rowAction(path)
    return true
  }

  /// The positions of the items a context menu acts on: the clicked row's item, or every
  /// selected item when the clicked row is one of several selected, in row order.
  ///
  /// AppKit's convention, from `NSTableView.clickedRow`'s documentation: "check to see if
  /// `clickedRow` is one of the rows the user selected and if it is, perform the contextual
  /// menu operation on all of the selected rows" (as SwiftUI's
  /// `contextMenu(forSelectionType:menu:primaryAction:)` hands its menu the selection).
  ///
  /// - Parameter path: The position of the clicked row's item; `nil` for a group row or no row.
  /// - Returns: The positions; none for no item.
  public func menuTargets(clickedItemAt path: ItemPath?) -> [ItemPath] {
    guard let path else { return [] }
    let selected = selectedItemPaths
    guard selected.count > 1, selected.contains(path) else { return [path] }
    return selected
  }

  /// The actions of the menu for a clicked row, for every item it acts on
  /// (``menuTargets(clickedItemAt:)``): for one item, the data source's actions for it; for
  /// several, those of the clicked item that every other target offers too (by title), each
  /// of which runs on every target. A deletion of several is one step, the selection's
  /// (``deleteSelection``).
  ///
  /// - Parameter path: The position of the clicked row's item; `nil` for a group row or no row.
  /// - Returns: The actions, in the clicked item's order.
  func menuActions(clickedItemAt path: ItemPath?) -> [SurfaceItemAction] {
    let targets = menuTargets(clickedItemAt: path)
    guard let path else { return [] }
    let own = actions(.contextMenu, forItemAt: path)
    guard targets.count > 1 else { return own }
    let others = targets.filter { $0 != path }.map { actions(.contextMenu, forItemAt: $0) }
    return own.compactMap { action in
      let matching = others.compactMap { actions in actions.first { $0.title == action.title } }
      guard matching.count == others.count else { return nil }
      return combined([action] + matching)
    }
  }

  /// One action that runs every target's action of the same title: a deletion of all of them
  /// deletes the selection as one step.
  private func combined(_ actions: [SurfaceItemAction]) -> SurfaceItemAction? {
    guard let first = actions.first else { return nil }
    let deleteSelection = actions.allSatisfy(\.deletesItem) ? deleteSelection : nil
    return SurfaceItemAction(
      title: first.title, imageName: first.imageName, isDestructive: first.isDestructive,
      deletesItem: deleteSelection != nil
    ) {
      if let deleteSelection {
        deleteSelection()
        return true
      }
      return actions.map { $0.perform() }.contains(true)
    }
  }
}
