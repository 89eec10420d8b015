@_spi(Surfaces) public import Tabula

// MARK: - TableSurface + Selection

extension TableSurface {
  /// The positions of the items whose rows the view shows selected, in row order.
  public var selectedItemPaths: [ItemPath] {
    view?.selectedRows.compactMap(itemPath(atRow:)) ?? []
  }

  /// Adds the row of an item to the view's selection; the change is not the user's.
  public func selectItem(at path: ItemPath) {
    guard let view, let row = row(of: path) else { return }
    changingSelection { view.selectRow(row) }
    readSelection()
  }

  /// Removes the row of an item from the view's selection; the change is not the user's.
  public func deselectItem(at path: ItemPath) {
    guard let view, let row = row(of: path) else { return }
    changingSelection { view.deselectRow(row) }
    readSelection()
  }

  /// The table's selection changed (`tableViewSelectionDidChange(_:)`): the rows that left it
  /// are deselected in the data source, then the rows that joined it selected, in list order.
  /// Changes the surface makes itself (a batch, or the data source showing its selection) are
  /// not the user's and tell the data source nothing.
  ///
  /// The rows are told by identity: a batch between two changes moves rows, and the rows
  /// selected before it are known by their identifiers, read again after each batch. In a
  /// list that deselects on selection (and allows no multiple selection), a clicked row is
  /// deselected again once the data source has heard of it, as a tapped row on iOS.
  public func viewSelectionDidChange() {
    guard !isChangingSelection, let client else { return }
    let before = knownSelection
    let now = shownSelection()
    for (id, path) in before.sorted(by: { $0.value < $1.value }) where now[id] == nil {
      client.userDidDeselectItem(at: path)
    }
    for (id, path) in now.sorted(by: { $0.value < $1.value }) where before[id] == nil {
      client.userDidSelectItem(at: path)
      if client.deselectsOnSelection, !isEditing, let row = row(of: path) {
        changingSelection { view?.deselectRow(row) }
      }
    }
    readSelection()
  }

  /// Runs a change of the table's selection that is not the user's.
  func changingSelection(_ change: () -> Void) {
    let outer = isChangingSelection
    isChangingSelection = true
    change()
    isChangingSelection = outer
  }

  /// Reads the rows the table shows selected, by identifier.
  func readSelection() {
    knownSelection = shownSelection()
  }

  private func shownSelection() -> [AnyHashable: ItemPath] {
    var selection: [AnyHashable: ItemPath] = [:]
    for path in selectedItemPaths {
      if let id = client?.shownItemID(at: path) { selection[id] = path }
    }
    return selection
  }
}
