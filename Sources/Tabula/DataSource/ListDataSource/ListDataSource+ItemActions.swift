// MARK: - ListDataSource + Item actions

extension ListDataSource {
  /// The actions the behaviour offers for the item at a position, each bound to that item
  /// by its identifier.
  ///
  /// A trailing swipe with no ``ListBehavior/trailingSwipeActions`` offers
  /// ``ItemAction/delete(title:imageName:)`` on items the user may delete.
  ///
  /// - Parameters:
  ///   - placement: Where the surface offers them.
  ///   - path: The position of the item.
  /// - Returns: The actions; none (after a diagnostic) when no item is at `path`, so the
  ///   surface offers nothing rather than its own default.
  @_spi(Surfaces) public func actions(
    _ placement: SurfaceItemAction.Placement, forItemAt path: ItemPath
  ) -> [SurfaceItemAction]? {
    guard let item = snapshot.item(at: path) else {
      report(.itemVanished, "the surface asked for the actions of \(path), no longer in the list")
      return []
    }
    return itemActions(placement, for: item, at: path).map { action in
      SurfaceItemAction(
        title: action.title, imageName: action.imageName,
        isDestructive: action.role == .destructive, deletesItem: action.deletesItem
      ) { [weak self] in
        self?.perform(action, onItemWithID: item.id) ?? false
      }
    }
  }

  /// The behaviour's actions for an item.
  ///
  /// - Parameters:
  ///   - placement: Where the surface offers them.
  ///   - item: The item.
  ///   - path: Its position.
  /// - Returns: The actions, empty when there are none.
  func itemActions(_ placement: SurfaceItemAction.Placement, for item: Item, at path: ItemPath)
    -> [ItemAction<Item>]
  {
    switch placement {
    case .leadingSwipe:
      return behavior.leadingSwipeActions?(item, path) ?? []
    case .trailingSwipe:
      if let actions = behavior.trailingSwipeActions {
        return actions(item, path)
      }
      return canDeleteItem(at: path) ? [.delete()] : []
    case .contextMenu:
      return behavior.contextMenuActions?(item, path) ?? []
    }
  }

  /// Runs an action on the item it was offered for, wherever that item is now.
  ///
  /// - Parameters:
  ///   - action: The action the user chose.
  ///   - id: The identifier of the item it was offered for.
  /// - Returns: Whether the action ran; `false` after a diagnostic when the item is gone or
  ///   the deletion was refused.
  func perform(_ action: ItemAction<Item>, onItemWithID id: Item.ID) -> Bool {
    guard let path = snapshot.path(of: id), let item = snapshot.item(at: path) else {
      report(
        .itemVanished,
        "the user chose \"\(action.title)\" for item \(id), which an update removed meanwhile")
      return false
    }
    switch action.effect {
    case .delete:
      if let reason = deletionRefusal(of: item, at: path) {
        report(.editRefused, "the user chose \"\(action.title)\" for \(id) at \(path): \(reason)")
        return false
      }
      guard canDeleteItem(at: path) else {
        report(
          .editRefused,
          "the user chose \"\(action.title)\" for \(path), which cannot be deleted")
        return false
      }
      userEdits?(.deleteItems([id]), action.title)
    case .perform(let handler):
      handler(item, path)
    }
    return true
  }
}
