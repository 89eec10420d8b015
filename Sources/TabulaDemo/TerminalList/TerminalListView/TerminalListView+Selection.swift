@_spi(Surfaces) import Tabula
@_spi(Surfaces) import TabulaTesting

// MARK: - TerminalListView + Selection

extension TerminalListView {
  /// The positions of the rows shown selected, in list order.
  var selectedItemPaths: [ItemPath] { sections.map(\.rows).selectedPaths }

  /// Does what a tap on a row does in edit mode when the data source allows multiple
  /// selection: the list enters selection mode if it was not in it, the row joins the
  /// selection or leaves it, and the data source hears which.
  ///
  /// - Parameter path: The position of the row.
  /// - Returns: Whether the row changed; `false` when the data source selects one row at a
  ///   time or the position holds no row.
  @discardableResult
  func toggleSelection(at path: ItemPath) -> Bool {
    layoutIfNeeded()
    guard let client, client.allowsMultipleSelection, sections.map(\.rows).hasRow(at: path)
    else { return false }
    isEditing = true
    sections[path.section].rows[path.item].isSelected.toggle()
    let isSelected = sections[path.section].rows[path.item].isSelected
    client.userDidChangeSelection(at: path, to: isSelected)
    return true
  }

  /// Shows the row at a position selected, without telling the data source, which calls it
  /// to keep its selection on screen after batches and reloads.
  ///
  /// - Parameter path: The position; one outside the list is recorded in ``problems``.
  func selectItem(at path: ItemPath) {
    show(path, selected: true)
  }

  /// Shows the row at a position not selected, without telling the data source.
  ///
  /// - Parameter path: The position; one outside the list is recorded in ``problems``.
  func deselectItem(at path: ItemPath) {
    show(path, selected: false)
  }

  /// What a row shows before its content in selection mode, on its first line: whether it is
  /// selected; nothing outside selection mode.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - line: The line of the row, from 0.
  /// - Returns: The box, or as many spaces, or an empty string.
  func selectionBox(of row: TerminalRow, line: Int) -> String {
    guard isEditing else { return "" }
    guard line == 0 else { return "    " }
    return row.isSelected ? "[x] " : "[ ] "
  }

  // MARK: Private

  private func show(_ path: ItemPath, selected: Bool) {
    layoutIfNeeded()
    if sections.map(\.rows).hasRow(at: path) {
      sections[path.section].rows[path.item].isSelected = selected
    } else {
      problems.append(
        "the data source showed \(path) \(selected ? "" : "not ")selected, "
          + "outside \(counts)")
    }
  }
}
