@_spi(Surfaces) public import Tabula

// MARK: - HeadlessListView + Selection

extension HeadlessListView {
  /// The positions of the rows shown selected, in list order.
  public var selectedItemPaths: [ItemPath] { rows.selectedPaths }

  /// Does what a tap on a row does, as a table view does it: in edit mode, when the data
  /// source allows multiple selection, the row joins the selection, or leaves it if it was
  /// selected; otherwise the row becomes the only selected one (the others are deselected and
  /// reported), the data source hears of the selection, and the row is deselected again if
  /// the data source deselects on selection.
  ///
  /// - Parameter path: The position of the row.
  /// - Returns: Whether the position holds a row.
  @discardableResult
  public func simulateUserTap(at path: ItemPath) -> Bool {
    layoutIfNeeded()
    guard let client, contains(path) else { return false }
    if isEditing, client.allowsMultipleSelection {
      rows[path.section][path.item].isSelected.toggle()
      client.userDidChangeSelection(at: path, to: rows[path.section][path.item].isSelected)
      return true
    }
    for other in selectedItemPaths where other != path {
      rows[other.section][other.item].isSelected = false
      client.userDidDeselectItem(at: other)
    }
    rows[path.section][path.item].isSelected = true
    client.userDidSelectItem(at: path)
    if client.deselectsOnSelection, contains(path) {
      rows[path.section][path.item].isSelected = false
    }
    return true
  }

  /// Shows the row at a position selected, without telling the data source.
  ///
  /// - Parameter path: The position; one outside the list is recorded as a problem.
  @_spi(Surfaces) public func selectItem(at path: ItemPath) {
    setSelected(true, at: path)
  }

  /// Shows the row at a position not selected, without telling the data source.
  ///
  /// - Parameter path: The position; one outside the list is recorded as a problem.
  @_spi(Surfaces) public func deselectItem(at path: ItemPath) {
    setSelected(false, at: path)
  }

  // MARK: Internal

  func contains(_ path: ItemPath) -> Bool { rows.hasRow(at: path) }

  // MARK: Private

  private func setSelected(_ isSelected: Bool, at path: ItemPath) {
    layoutIfNeeded()
    guard contains(path) else {
      return record(
        .selectionOutOfRange(path),
        "\(isSelected ? "selected" : "deselected") \(path), outside \(counts)")
    }
    rows[path.section][path.item].isSelected = isSelected
  }
}
