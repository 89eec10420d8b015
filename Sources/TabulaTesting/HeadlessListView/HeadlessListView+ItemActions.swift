@_spi(Surfaces) public import Tabula

// MARK: - HeadlessListView + Item actions

extension HeadlessListView {
  /// Does what swiping a row does: asks the data source for the actions of the item at
  /// `path` and returns the buttons the swipe reveals.
  ///
  /// When the data source has no say (its `actions(_:forItemAt:)` answers `nil`), the view
  /// behaves as `UITableView` does: a trailing swipe reveals a Delete button on rows the data
  /// source lets the user delete, and a leading swipe reveals nothing. Nothing changes until
  /// the user chooses a button with ``simulateUserChoosing(_:)``.
  ///
  /// ```swift
  /// let buttons = view.simulateUserSwipe(.trailing, at: ItemPath(section: 0, item: 0))
  /// #expect(buttons?.map(\.title) == ["Delete"])
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The edge the swipe starts from.
  ///   - path: The position of the row, as the view shows it.
  /// - Returns: The buttons, in the order the data source gave them; `nil` when the row does
  ///   not swipe (no buttons, no such row, or no data source).
  /// - Complexity: O(*a*), where *a* is the number of actions.
  public func simulateUserSwipe(_ edge: HeadlessSwipeEdge, at path: ItemPath)
    -> [HeadlessAction]?
  {
    let placement: SurfaceItemAction.Placement = edge == .leading ? .leadingSwipe : .trailingSwipe
    guard let client = clientOfShownRow(at: path) else { return nil }
    let actions =
      client.actions(placement, forItemAt: path).map { $0.map(HeadlessAction.init) }
      ?? (edge == .trailing ? Self.standardDelete(at: path, of: client) : [])
    return actions.isEmpty ? nil : actions
  }

  /// Does what a long press on a row does: asks the data source for the commands of the
  /// item at `path` and returns the context menu that opens.
  ///
  /// ```swift
  /// let menu = try #require(view.simulateUserContextMenu(at: ItemPath(section: 1, item: 0)))
  /// #expect(view.simulateUserChoosing(menu[0]))
  /// ```
  ///
  /// - Parameter path: The position of the row, as the view shows it.
  /// - Returns: The commands, in order; `nil` when no menu opens (no commands, no such row,
  ///   or no data source).
  /// - Complexity: O(*a*), where *a* is the number of commands.
  public func simulateUserContextMenu(at path: ItemPath) -> [HeadlessAction]? {
    guard let client = clientOfShownRow(at: path),
      let actions = client.actions(.contextMenu, forItemAt: path), !actions.isEmpty
    else { return nil }
    return actions.map(HeadlessAction.init)
  }

  /// Does what tapping a button a swipe revealed, or a command of a context menu, does: runs
  /// the action on the item it was offered for, wherever that item is now.
  ///
  /// An action chosen after an update removed its item runs nothing, and the data source
  /// reports why (`ListDiagnostic.Kind.itemVanished`); so does a deletion the list refuses
  /// (`.editRefused`).
  ///
  /// - Parameter action: A button or command from ``simulateUserSwipe(_:at:)`` or
  ///   ``simulateUserContextMenu(at:)``.
  /// - Returns: Whether the action ran.
  @discardableResult
  public func simulateUserChoosing(_ action: HeadlessAction) -> Bool {
    layoutIfNeeded()
    return action.perform()
  }

  // MARK: Private

  /// The data source, if the view shows a row at `path`: a user can only touch rows on
  /// screen.
  private func clientOfShownRow(at path: ItemPath) -> (any ListSurfaceClient)? {
    layoutIfNeeded()
    guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.item)
    else { return nil }
    return client
  }

  /// The Delete button `UITableView` reveals by itself on an editable row.
  private static func standardDelete(at path: ItemPath, of client: any ListSurfaceClient)
    -> [HeadlessAction]
  {
    guard client.canDeleteItem(at: path) else { return [] }
    return [
      HeadlessAction(title: "Delete", imageName: nil, isDestructive: true) {
        [weak client] in
        guard let client, client.canDeleteItem(at: path) else { return false }
        client.userDidDeleteItem(at: path)
        return true
      }
    ]
  }
}
