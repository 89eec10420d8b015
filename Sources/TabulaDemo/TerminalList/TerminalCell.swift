/// A cell of the terminal list: it shows its item as lines of text.
///
/// ``TerminalListView`` creates a registered cell class with `init()`, as a table view
/// creates a registered `UITableViewCell` class, and asks a visible cell for its lines each
/// time it draws; the cell keeps what it was configured with.
@MainActor
protocol TerminalCell: AnyObject {
  /// Creates an empty cell.
  init()

  /// What the cell shows, one string per line; the list cuts each line to `width` and shows
  /// as many lines as its row height.
  ///
  /// - Parameter width: The columns available for the cell's content.
  /// - Returns: The lines.
  func lines(width: Int) -> [String]

  /// Called when the cell leaves the screen, before it is reused.
  func prepareForReuse()
}

// MARK: - TerminalCell + Defaults

extension TerminalCell {
  /// Does nothing: most cells are fully configured again when reused.
  func prepareForReuse() {}
}
