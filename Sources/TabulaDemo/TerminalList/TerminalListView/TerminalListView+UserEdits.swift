@_spi(Surfaces) import Tabula

// MARK: - TerminalListView + User edits

extension TerminalListView {
  /// Does what a swipe to delete does: asks the data source whether the row is editable and,
  /// if so, tells it the user deleted it. The row stays until the data source updates.
  ///
  /// - Parameter path: The position of the row.
  /// - Returns: Whether the data source allowed the edit.
  @discardableResult
  func userDeleted(at path: ItemPath) -> Bool {
    layoutIfNeeded()
    guard let dataSource = client, dataSource.canEditItem(at: path) else { return false }
    dataSource.userDidDeleteItem(at: path)
    return true
  }

  /// Does what dragging a row in edit mode does: moves the row on screen, marked as moved
  /// and followed by the cursor, then tells the data source, which updates its data without
  /// moving the row again.
  ///
  /// - Parameters:
  ///   - source: Where the row is.
  ///   - destination: Where the user drops it, counted once the row is taken out.
  /// - Returns: Whether the data source allowed the edit and the positions were valid.
  @discardableResult
  func userMoved(from source: ItemPath, to destination: ItemPath) -> Bool {
    layoutIfNeeded()
    guard let dataSource = client, dataSource.canEditItem(at: source),
      sections.indices.contains(source.section),
      sections[source.section].rows.indices.contains(source.item),
      sections.indices.contains(destination.section)
    else { return false }
    var row = sections[source.section].rows.remove(at: source.item)
    guard (0...sections[destination.section].rows.count).contains(destination.item) else {
      sections[source.section].rows.insert(row, at: source.item)
      return false
    }
    row.mark = .moved
    sections[destination.section].rows.insert(row, at: destination.item)
    cursor = destination
    dataSource.userDidMoveItem(from: source, to: destination)
    refresh()
    checkRows()
    return true
  }
}
