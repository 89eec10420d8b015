@_spi(Surfaces) public import Tabula

// MARK: - HeadlessListView + Outline

extension HeadlessListView {
  /// How the row at a position is drawn in an outline: its indentation level, whether it has
  /// a disclosure control, and whether that shows it expanded; `nil` for a flat list's row or
  /// a position the view does not show.
  ///
  /// - Parameter path: The position of a shown row.
  /// - Returns: The row's outline state.
  public func outlineRow(at path: ItemPath) -> (level: Int, hasChildren: Bool, isExpanded: Bool)? {
    layoutIfNeeded()
    guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.item),
      let row = client?.outlineRow(at: path)
    else { return nil }
    return (row.level, row.hasChildren, row.isExpanded)
  }

  /// Taps the disclosure control of the row at a position, as a user expands or collapses it.
  ///
  /// - Parameter path: The position of a shown row.
  /// - Returns: Whether the row has a disclosure control to tap.
  @discardableResult
  public func simulateUserToggleExpansion(at path: ItemPath) -> Bool {
    guard let row = outlineRow(at: path), row.hasChildren, let client else { return false }
    client.userDidToggleExpansion(at: path)
    return true
  }
}
