@_spi(Surfaces) public import Tabula

// MARK: - ListViewSurface + Selection

extension ListViewSurface {
  /// Adds the row of an item to the view's selection; the change is not the user's.
  public func selectItem(at path: ItemPath) {
    changeSelection(true, ofItemAt: path)
  }

  /// Removes the row of an item from the view's selection; the change is not the user's.
  public func deselectItem(at path: ItemPath) {
    changeSelection(false, ofItemAt: path)
  }

  /// The view's selection changed (`tableViewSelectionDidChange(_:)`,
  /// `outlineViewSelectionDidChange(_:)`): the rows that left it are deselected in the data
  /// source, then the rows that joined it selected, in list order. Changes the surface makes
  /// itself (a batch, or the data source showing its selection) are not the user's and tell
  /// the data source nothing.
  ///
  /// The rows are told by identity: a batch between two changes moves rows, and the rows
  /// selected before it are known by their identifiers, read again after each batch. In a
  /// list that deselects on selection (and allows no multiple selection), a clicked row is
  /// deselected again once the data source has heard of it, as a tapped row on iOS.
  public func viewSelectionDidChange() {
    guard !isUpdatingView, let client else { return }
    let before = knownSelection
    let now = shownSelection()
    for (id, path) in before.sorted(by: { $0.value < $1.value }) where now[id] == nil {
      client.userDidDeselectItem(at: path)
    }
    for (id, path) in now.sorted(by: { $0.value < $1.value }) where before[id] == nil {
      client.userDidSelectItem(at: path)
      if client.deselectsOnSelection, !isEditing {
        updatingView { _ = setViewSelection(false, ofItemAt: path, id: id) }
      }
    }
    readSelection()
  }

  /// Performs what a key press means; `false` if it means nothing here, so the view handles it.
  ///
  /// - Parameter command: The key's command.
  /// - Returns: Whether it was handled: a delete with a selection.
  public func perform(_ command: ListKeyCommand) -> Bool {
    switch command {
    case .deleteSelection:
      guard !selectedItemPaths.isEmpty, let deleteSelection else { return false }
      deleteSelection()
      return true
    }
  }

  private func changeSelection(_ selected: Bool, ofItemAt path: ItemPath) {
    var told = false
    updatingView { told = setViewSelection(selected, ofItemAt: path, id: nil) }
    if told { readSelection() }
  }
}
