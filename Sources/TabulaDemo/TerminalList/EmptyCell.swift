/// What ``TerminalListView`` hands out when it cannot make the cell asked for.
@MainActor
final class EmptyCell: TerminalCell {
  /// Creates the cell.
  init() {}

  /// A single empty line.
  ///
  /// - Parameter width: The columns available.
  /// - Returns: One empty line.
  func lines(width: Int) -> [String] { [""] }
}
