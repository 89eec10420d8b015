@_spi(Surfaces) import Tabula

// MARK: - ListScreen + Selection

extension ListScreen {
  /// Carries out a step of selecting rows: selects or deselects the row under the cursor,
  /// moves the selected rows to the cursor's section, or leaves selection mode.
  ///
  /// - Parameter step: The step.
  /// - Returns: A message for the status line.
  func select(_ step: SelectionStep) -> String {
    switch step {
    case .toggle: return toggleSelection()
    case .moveToCursorSection: return moveSelectionToCursorSection()
    case .end:
      dataSource.selection = []
      view.isEditing = false
      return "Left selection mode"
    }
  }

  /// Deletes the selected rows as one undoable step, through the data source and the search
  /// into the model, filtered or not.
  ///
  /// - Returns: A message for the status line.
  func deleteSelection() -> String {
    guard behavior.isEditable else { return "This list is read-only" }
    let items = dataSource.selectedItems
    let names = items.map(behavior.describe).joined(separator: ", ")
    dataSource.deleteSelection()
    return "Deleted \(names)"
  }

  // MARK: Private

  private func toggleSelection() -> String {
    guard let cursor = view.cursor, let item = itemUnderCursor else { return "Nothing to select" }
    guard view.toggleSelection(at: cursor) else { return "Rows here are not selected together" }
    let verb = dataSource.selection.contains(item.id) ? "Selected" : "Deselected"
    return "\(verb) \(behavior.describe(item)): \(dataSource.selection.count) selected"
  }

  private func moveSelectionToCursorSection() -> String {
    if let refusal = moveRefusal { return refusal }
    let count = dataSource.selection.count
    guard count > 0, let section = view.cursor?.section else {
      return "Nothing selected: space selects the row"
    }
    dataSource.moveSelection(toSection: section)
    let header = dataSource.snapshot.section(at: section)?.header ?? "the section"
    return "Moved \(count == 1 ? "1 row" : "\(count) rows") to the end of \(header)"
  }
}
