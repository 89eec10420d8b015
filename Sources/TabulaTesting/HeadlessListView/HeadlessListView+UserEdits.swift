@_spi(Surfaces) public import Tabula

// MARK: - HeadlessListView + User edits

extension HeadlessListView {
  /// Does what a swipe to delete does: asks the data source whether the row is editable and,
  /// if so, tells it the user deleted it. The row stays until the data source updates.
  ///
  /// - Parameter path: The position of the row.
  /// - Returns: Whether the data source allowed the edit.
  @discardableResult
  public func simulateUserDelete(at path: ItemPath) -> Bool {
    layoutIfNeeded()
    guard let dataSource = client, dataSource.canEditItem(at: path) else { return false }
    dataSource.userDidDeleteItem(at: path)
    return true
  }

  /// Does what dragging a row in edit mode does: asks the data source where the row may go
  /// (its move rule may redirect or refuse the place), moves the row on screen, then tells the
  /// data source, which must update its data without moving the row again.
  ///
  /// - Parameters:
  ///   - source: Where the row is.
  ///   - proposed: Where the user drops it, counted once the row is taken out.
  /// - Returns: Whether the data source allowed the edit and the positions were valid; a
  ///   place the move rule refuses leaves the row where it was.
  @discardableResult
  public func simulateUserMove(from source: ItemPath, to proposed: ItemPath) -> Bool {
    layoutIfNeeded()
    guard let dataSource = client, dataSource.canEditItem(at: source),
      rows.indices.contains(source.section), rows[source.section].indices.contains(source.item),
      rows.indices.contains(proposed.section)
    else { return false }
    let destination = dataSource.targetPathForMove(from: source, to: proposed)
    guard destination == proposed || destination != source,
      rows.indices.contains(destination.section)
    else { return false }
    let row = rows[source.section].remove(at: source.item)
    guard (0...rows[destination.section].count).contains(destination.item) else {
      rows[source.section].insert(row, at: source.item)
      return false
    }
    rows[destination.section].insert(row, at: destination.item)
    dataSource.userDidMoveItem(from: source, to: destination)
    refreshRows()
    checkRows()
    return true
  }
}
