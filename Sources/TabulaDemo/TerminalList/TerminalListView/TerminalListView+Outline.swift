@_spi(Surfaces) import Tabula
@_spi(Surfaces) import TabulaTesting

// MARK: - TerminalListView + Outline

extension TerminalListView {
  /// The indentation and disclosure control of the row at a position, as the data source
  /// reports them; `nil` for a flat list's row, or a position without a row.
  ///
  /// - Parameter path: The position of a row.
  /// - Returns: The row's level, and whether it has children and shows them.
  func outlineRow(at path: ItemPath) -> SurfaceOutlineRow? {
    layoutIfNeeded()
    guard sections.map(\.rows).hasRow(at: path) else { return nil }
    return client?.outlineRow(at: path)
  }

  /// Does what a tap on a row's disclosure control does: the data source expands the row or
  /// collapses it, and animates the rows that appear or disappear.
  ///
  /// - Parameter path: The position of the row.
  /// - Returns: Whether the row has children, and so a control to tap.
  @discardableResult
  func toggleExpansion(at path: ItemPath) -> Bool {
    guard let row = outlineRow(at: path), row.hasChildren, let client else { return false }
    client.userDidToggleExpansion(at: path)
    return true
  }

  /// Moves the cursor to the parent of its row: the nearest row above it at a lower level.
  ///
  /// - Returns: Whether the cursor moved; `false` on a row at the top level or of a flat
  ///   list.
  @discardableResult
  func moveCursorToParent() -> Bool {
    guard let cursor, let level = outlineRow(at: cursor)?.level, level > 0 else { return false }
    for item in stride(from: cursor.item - 1, through: 0, by: -1) {
      let path = ItemPath(section: cursor.section, item: item)
      if let above = outlineRow(at: path)?.level, above < level {
        self.cursor = path
        refresh()
        return true
      }
    }
    return false
  }

  /// Keeps the outline state of the rows in the window, as the data source reports it now,
  /// so that rows a later batch deletes leave ghosts indented as they were.
  ///
  /// - Parameter visible: The rows in the window.
  func updateOutlineRows(_ visible: Set<ItemPath>) {
    guard let client else { return }
    for path in visible {
      sections[path.section].rows[path.item].outline = client.outlineRow(at: path)
    }
  }

  /// What a line of an outline row shows before the cell's content: two columns per level,
  /// then on the first line `▸` for collapsed children, `▾` for expanded ones, or nothing for
  /// a leaf, and a space. Empty for a flat list's row.
  ///
  /// - Parameters:
  ///   - outline: The row's outline state.
  ///   - line: The line of the row, from 0.
  /// - Returns: The indentation.
  static func indentation(of outline: SurfaceOutlineRow?, line: Int) -> String {
    guard let outline else { return "" }
    let disclosure =
      line > 0 || !outline.hasChildren ? " " : outline.isExpanded ? "▾" : "▸"
    return String(repeating: "  ", count: outline.level) + disclosure + " "
  }
}
