@_spi(Surfaces) public import Tabula

// MARK: - CollectionSurface + Clicks

extension CollectionSurface {
  /// The actions of the menu for an item the user right-clicks or ⌃-clicks (a
  /// ``ListCollectionView``'s `menu`, filled for the item under the click), for the item or for
  /// the whole selection it is part of (``ListViewSurface/menuTargets(clickedItemAt:)``); none
  /// for a click between items.
  ///
  /// - Parameter path: The position of the clicked item; `nil` for a click between items.
  /// - Returns: The actions.
  public func menuActions(forItemAt path: ItemPath?) -> [SurfaceItemAction] {
    menuActions(clickedItemAt: path.flatMap { contains($0) ? $0 : nil })
  }

  /// The user double-clicked an item (in a ``ListCollectionView``): the primary action runs for
  /// it; nothing runs for a click between items.
  ///
  /// - Parameter path: The position of the clicked item; `nil` for a click between items.
  /// - Returns: Whether the primary action ran.
  @discardableResult
  public func userDidDoubleClickItem(at path: ItemPath?) -> Bool {
    userDidDoubleClick(itemAt: path.flatMap { contains($0) ? $0 : nil })
  }
}
