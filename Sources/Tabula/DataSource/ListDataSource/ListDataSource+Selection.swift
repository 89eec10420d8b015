// MARK: - ListDataSource + Selection

extension ListDataSource {
  /// The identifiers of the selected items, kept by identity: a selected item that moves stays
  /// selected, one that an update deletes leaves the selection.
  ///
  /// The user selects rows on the surface: one at a time when the behaviour keeps a tapped
  /// row selected (``ListBehavior/deselectsOnSelection`` `false`), several in edit mode when it
  /// allows multiple selection (``ListBehavior/allowsMultipleSelection``). Setting it selects
  /// those rows on the surface. An item that an update under way or waiting is about to show
  /// is selected too, and its row shows selected once it shows; identifiers the list neither
  /// shows nor is about to show (unknown items, rows under collapsed items) are left out.
  ///
  /// ```swift
  /// let token = dataSource.observeSelection { ids in toolbar.isEnabled = !ids.isEmpty }
  /// dataSource.deleteSelection()  // one undoable step
  /// ```
  ///
  /// - Complexity: Setting it is O(*k* log *n*), where *k* is the number of identifiers and
  ///   *n* the number of items.
  public var selection: Set<Item.ID> {
    get { selectedIDs }
    set {
      changeSelection(to: newValue.filter(isShownOrComing))
      showSelection()
    }
  }

  /// The selected items, in the order of the rows the list shows once the updates under way
  /// and waiting are done: what the bound provider has now.
  ///
  /// - Complexity: O(*k* log *n*), where *k* is the number of selected items.
  public var selectedItems: [Item] {
    let rows = newestShownRows
    return selectedIDs.compactMap { rows.path(of: $0) }.sorted().compactMap { rows.item(at: $0) }
  }

  /// Calls `onChange` with the new selection whenever it changes: the user selects or
  /// deselects a row, an update removes a selected item, or the app sets ``selection``.
  ///
  /// - Parameter onChange: Called on the main actor with each new selection.
  /// - Returns: The token that keeps the observation alive.
  public func observeSelection(_ onChange: @escaping @MainActor (Set<Item.ID>) -> Void)
    -> ObservationToken
  {
    selectionObservers.add(onChange)
  }

  /// Deletes the selected items as one undoable step named "Delete", through the bound
  /// editable provider; the selection then empties as the rows go.
  ///
  /// Nothing happens if nothing is selected; without an editable provider, if the behaviour
  /// does not allow deleting, or if its ``ListBehavior/deleteRule`` refuses a selected item,
  /// nothing is deleted and the edit is reported as ``ListDiagnostic/Kind/editRefused``.
  ///
  /// - Complexity: O(*k* log *n*) to make the edit, where *k* is the number of selected items;
  ///   the provider's new snapshot is planned as one batch of *k* deletions.
  public func deleteSelection() {
    let ids = selectedItems.map(\.id)
    guard !ids.isEmpty else { return }
    guard behavior.allowsDeleting else {
      return report(.editRefused, "the selection cannot be deleted: the list does not allow it")
    }
    if behavior.deleteRule != nil {
      for item in selectedItems {
        guard let path = snapshot.path(of: item.id),
          let reason = deletionRefusal(of: item, at: path)
        else { continue }
        return report(
          .editRefused, "the selection cannot be deleted: \(item.id) at \(path): \(reason)")
      }
    }
    hand(.deleteItems(ids), named: "Delete")
  }

  /// Moves the selected items to the end of a section, in list order, as one undoable step
  /// named "Move"; they stay selected.
  ///
  /// A move the behaviour's ``ListBehavior/moveRule`` refuses is reported as
  /// ``ListDiagnostic/Kind/moveRefused`` and nothing changes.
  ///
  /// - Parameter section: The index of the section the items go to.
  /// - Complexity: O(*k* log *n*), where *k* is the number of selected items.
  public func moveSelection(toSection section: Int) {
    // NB: the rows shown, which the move is planned from.
    let ids = selectedPaths.compactMap { snapshot.item(at: $0)?.id }
    guard !ids.isEmpty else { return }
    guard behavior.allowsMoving else {
      return report(.editRefused, "the selection cannot be moved: the list does not allow it")
    }
    let staying = ids.count { snapshot.path(of: $0)?.section == section }
    let end = ItemPath(
      section: section, item: (snapshot.numberOfItems(inSectionAt: section) ?? staying) - staying)
    let move: PlannedMove<Section, Item>
    switch plannedMove(of: ids, to: end) {
    case .success(let planned):
      move = planned
    case .failure(let refusal):
      return report(.moveRefused, "the selection cannot go to section \(section): \(refusal)")
    }
    if let operation = move.operation { hand(operation, named: "Move") }
  }

  /// Hands one edit made from the selected items, in list order, to the bound editable
  /// provider as one undoable step: a custom action on many rows at once.
  ///
  /// ```swift
  /// dataSource.editSelection(named: "Mark as Read") { messages in
  ///   .group(messages.map { .replaceItem($0.markedRead()) })
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The step's name, for "Undo …" and "Redo …" titles.
  ///   - edit: Makes the edit from the selected items.
  public func editSelection(
    named name: String, _ edit: ([Item]) -> EditOperation<Section, Item>
  ) {
    let items = selectedItems
    guard !items.isEmpty else { return }
    hand(edit(items), named: name)
  }

  /// Whether the user may select several rows in edit mode.
  @_spi(Surfaces) public var allowsMultipleSelection: Bool { behavior.allowsMultipleSelection }

  /// Shows the selection on the surface again after the surface changed the rows it shows
  /// selected on its own, as UIKit does when a view enters or leaves editing mode.
  ///
  /// - Complexity: O(*k* log *n*), where *k* is the number of selected items.
  @_spi(Surfaces) public func surfaceDidResetSelection() {
    showSelection()
  }

  /// Removes the item at a position from the selection: the user deselected its row.
  ///
  /// - Parameter path: The position of the item.
  @_spi(Surfaces) public func userDidDeselectItem(at path: ItemPath) {
    guard let item = snapshot.item(at: path) else {
      return report(.positionOutOfRange, "the user deselected \(path), which is not in the list")
    }
    var ids = selectedIDs
    ids.remove(item.id)
    changeSelection(to: ids)
  }

  // MARK: Internal

  /// The positions of the selected items the surface shows, in list order.
  var selectedPaths: [ItemPath] {
    selectedIDs.compactMap { snapshot.path(of: $0) }.sorted()
  }

  /// Keeps the selection for a tap on a row: in edit mode with multiple selection the row
  /// joins it; otherwise a row that stays selected is the whole selection.
  ///
  /// - Returns: Whether the tap only selected (edit mode), so it must not run the behaviour's
  ///   `didSelect`.
  func selectForTap(on item: Item) -> Bool {
    if allowsMultipleSelection, surface?.isEditing == true {
      var ids = selectedIDs
      ids.insert(item.id)
      changeSelection(to: ids)
      return true
    }
    changeSelection(to: behavior.deselectsOnSelection ? [] : [item.id])
    return false
  }

  /// Drops the identifiers that neither the shown snapshot nor the updates under way and
  /// waiting have, and shows the selection on the surface: after every batch and reload, and
  /// whenever the rows shown change.
  ///
  /// - Complexity: O(*k* log *n*), where *k* is the number of selected items.
  func keepSelection() {
    guard !selectedIDs.isEmpty || surface?.selectedItemPaths.isEmpty == false else { return }
    changeSelection(to: selectedIDs.filter(isShownOrComing))
    showSelection()
  }

  /// Hands an edit to the bound provider, or reports that none takes it.
  func hand(_ operation: EditOperation<Section, Item>, named name: String) {
    guard let userEdits else {
      return report(.editRefused, "\(name) was refused: the list's provider is not editable")
    }
    userEdits(operation, name)
  }

  // MARK: Private

  /// Whether the list shows an item, or an update under way or waiting is about to show it.
  private func isShownOrComing(_ id: Item.ID) -> Bool {
    snapshot.path(of: id) != nil || newestShownRows.path(of: id) != nil
  }

  private func changeSelection(to ids: Set<Item.ID>) {
    guard ids != selectedIDs else { return }
    selectedIDs = ids
    selectionObservers.notify(ids)
  }

  /// Selects on the surface the rows of the selected items, and deselects the others.
  private func showSelection() {
    guard let surface, surface.isDisplayingList else { return }
    let wanted = selectedPaths
    let shown = Set(surface.selectedItemPaths)
    for path in shown.subtracting(wanted) { surface.deselectItem(at: path) }
    for path in wanted where !shown.contains(path) { surface.selectItem(at: path) }
  }
}
