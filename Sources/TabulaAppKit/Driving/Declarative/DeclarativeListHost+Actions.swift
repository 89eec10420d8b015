@_spi(Hosting) internal import Tabula

// MARK: - DeclarativeListHost + Actions

extension DeclarativeListHost {
  /// The items a menu opened on a row acts on, as SwiftUI's
  /// `contextMenu(forSelectionType:menu:)` on the Mac: the selection when the clicked row is
  /// part of it, else the clicked row alone (AppKit's `clickedRow`, which a right-click on a
  /// row outside the selection highlights without selecting).
  ///
  /// - Parameter clicked: The identifier of the clicked row's item.
  /// - Returns: The identifiers the menu's commands act on.
  public func menuTargets(clicked: Item.ID) -> Set<Item.ID> {
    let selected = dataSource.selection
    return selected.contains(clicked) ? selected : [clicked]
  }

  /// Whether a click on a row may navigate: the latest update has `.navigationRows`.
  public var navigates: Bool { actions?.navigation != nil }

  /// The user clicked the row of an item once: its navigation pushes the row's value, as a
  /// `NavigationLink` row of SwiftUI's `List` does on the Mac. The write to the stack's path
  /// waits for an update that runs, as every write to a binding does.
  ///
  /// - Parameter id: The identifier of the clicked row's item.
  /// - Returns: Whether the row navigates: the list has the item and a value for it.
  @discardableResult
  public func userDidClickRow(of id: Item.ID) -> Bool {
    guard let item = dataSource.snapshot.item(id: id), let push = actions?.navigation?(item)
    else { return false }
    counts.navigations += 1
    _ = writes.write(push)
    return true
  }

  /// The commands of a menu as the actions of one of its targets. A table's menu on several
  /// selected rows runs each row's action of a title (``ListViewSurface``), but a command
  /// acts on the whole selection once: only the target shown first runs it.
  func menuActions(for item: Item) -> [ItemAction<Item>] {
    let targets = menuTargets(clicked: item.id)
    let snapshot = dataSource.snapshot
    let first = targets.min { left, right in
      guard let left = snapshot.path(of: left) else { return false }
      guard let right = snapshot.path(of: right) else { return true }
      return (left.section, left.item) < (right.section, right.item)
    }
    let runs = targets.count == 1 || first == item.id
    return (actions?.contextMenu?(targets) ?? []).map { command in
      let action = command.action
      return ItemAction(
        title: command.title, imageName: command.systemImage,
        role: command.isDestructive ? .destructive : .normal
      ) { _, _ in if runs { action() } }
    }
  }

  /// The behaviour to give the data source: the view's, with what its bindings and actions
  /// imply.
  func behavior(for update: DeclarativeListUpdate<Section, Item>) -> ListBehavior<Item> {
    var behavior = update.behavior
    if update.onDelete != nil { behavior.allowsDeleting = true }
    if update.onMove != nil { behavior.allowsMoving = true }
    if update.selection != nil {
      behavior.deselectsOnSelection = false
      behavior.allowsMultipleSelection = !update.selectsOneItem
    }
    if update.showsSectionHeaders {
      let title = behavior.headerTitle
      behavior.headerTitle = { [weak dataSource] section in
        title(section) ?? dataSource?.snapshot.section(at: section)?.header ?? ""
      }
    }
    if update.showsSectionFooters {
      let title = behavior.footerTitle
      behavior.footerTitle = { [weak dataSource] section in
        title(section) ?? dataSource?.snapshot.section(at: section)?.footer ?? ""
      }
    }
    if update.contextMenu != nil {
      behavior.contextMenuActions = { [weak self] item, _ in
        self?.menuActions(for: item) ?? []
      }
    }
    return behavior
  }

  /// Hands the user's deletes and moves to the view's `onDelete` and `onMove` where it has
  /// them, and the others to the provider (`ListDataSource.routeUserEdits`), counting the
  /// edits the view takes.
  func connectEdits() {
    dataSource.routeUserEdits(
      onDelete: actions?.onDelete, onMove: actions?.onMove,
      providerEdits: providerEdits, provider: provider,
      didPerformViewEdit: { [weak self] in self?.counts.viewEdits += 1 },
      report: { [weak self] kind, message in self?.report(kind, message) })
  }
}
