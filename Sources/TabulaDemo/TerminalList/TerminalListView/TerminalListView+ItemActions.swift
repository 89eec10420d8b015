@_spi(Surfaces) import Tabula
import TabulaTesting

// MARK: - TerminalListView + Item actions

extension TerminalListView {
  /// Does what swiping a row, or pressing it long, does: asks the data source for the item's
  /// actions and shows them on the row (a swipe) or in a menu below it, until one is chosen
  /// or ``closeActions()`` is called.
  ///
  /// When the data source has no say, the list behaves as `UITableView` does: a trailing
  /// swipe shows Delete on rows the data source lets the user delete.
  ///
  /// - Parameters:
  ///   - placement: A swipe from either edge, or a context menu.
  ///   - path: The position of the row.
  /// - Returns: Whether anything shows; `false` when the row offers no such actions.
  func showActions(_ placement: SurfaceItemAction.Placement, at path: ItemPath) -> Bool {
    layoutIfNeeded()
    shownActions = nil
    guard let client, let identity = identity(at: path) else { return false }
    let actions =
      client.actions(placement, forItemAt: path)
      ?? (placement == .trailingSwipe ? standardDelete(of: identity, client: client) : [])
    guard !actions.isEmpty else { return false }
    shownActions = ShownItemActions(placement: placement, identity: identity, actions: actions)
    return true
  }

  /// Closes the shown actions, then runs the one with this number (counted from 1) on the
  /// item it was offered for, wherever that item is now.
  ///
  /// - Parameter number: The number shown beside the action.
  /// - Returns: The action's title and whether it ran; `nil`, with the actions still shown,
  ///   when no action has this number.
  func chooseShownAction(_ number: Int) -> (title: String, didRun: Bool)? {
    guard let shown = shownActions, shown.actions.indices.contains(number - 1) else {
      return nil
    }
    shownActions = nil
    let action = shown.actions[number - 1]
    return (action.title, action.perform())
  }

  /// Closes the swipe actions or the menu, if any show.
  ///
  /// - Returns: What was closed, or `nil` if nothing showed.
  @discardableResult
  func closeActions() -> ShownItemActions? {
    defer { shownActions = nil }
    return shownActions
  }

  /// The position of the row showing an item, if the list shows it.
  ///
  /// - Parameter identity: The item's identity.
  /// - Returns: The position, or `nil`.
  func path(showing identity: AnyHashable) -> ItemPath? {
    for (index, section) in sections.enumerated() {
      if let item = section.rows.firstIndex(where: { $0.token?.id == identity }) {
        return ItemPath(section: index, item: item)
      }
    }
    return nil
  }

  /// The identity of the item the row at a position shows, if there is such a row.
  ///
  /// - Parameter path: The position.
  /// - Returns: The identity, or `nil`.
  func identity(at path: ItemPath) -> AnyHashable? {
    guard sections.indices.contains(path.section),
      sections[path.section].rows.indices.contains(path.item)
    else { return nil }
    return sections[path.section].rows[path.item].token?.id
  }

  // MARK: Private

  /// The Delete button `UITableView` shows by itself on a row the user may delete.
  private func standardDelete(of identity: AnyHashable, client: any ListSurfaceClient)
    -> [SurfaceItemAction]
  {
    guard let path = path(showing: identity), client.canDeleteItem(at: path) else { return [] }
    return [
      SurfaceItemAction(title: "Delete", imageName: nil, isDestructive: true) {
        [weak self] in
        guard let self, let client = self.client, let path = self.path(showing: identity),
          client.canDeleteItem(at: path)
        else { return false }
        client.userDidDeleteItem(at: path)
        return true
      }
    ]
  }
}
