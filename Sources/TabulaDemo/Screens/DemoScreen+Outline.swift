@_spi(Surfaces) import Tabula

// MARK: - DemoScreen + Outline

extension DemoScreen {
  /// What → does, as in a file browser: shows the children of the row under the cursor, or
  /// moves to the first of them if they show.
  ///
  /// - Returns: A message for the status line, if any.
  func expandRow() -> String? {
    guard let cursor = view.cursor else { return "No row to expand" }
    guard let row = view.outlineRow(at: cursor) else { return "Rows here have no children" }
    guard row.hasChildren else { return "This row has no children" }
    if row.isExpanded {
      view.moveCursor(by: 1)
      return nil
    }
    view.toggleExpansion(at: cursor)
    return nil
  }

  /// What ← does, as in a file browser: hides the children of the row under the cursor, or,
  /// when they are hidden or it has none, moves to its parent.
  ///
  /// - Returns: A message for the status line, if any.
  func collapseRow() -> String? {
    guard let cursor = view.cursor else { return "No row to collapse" }
    guard let row = view.outlineRow(at: cursor) else { return "Rows here have no children" }
    if row.hasChildren, row.isExpanded {
      view.toggleExpansion(at: cursor)
      return nil
    }
    return view.moveCursorToParent() ? nil : "This row is at the top level"
  }
}
