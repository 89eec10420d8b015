/// One section of ``TerminalListView``: its rows, what the last update did to its header,
/// and the ghosts of deleted rows and sections that belong to it until the list settles.
struct TerminalSection {
  /// The rows, in order.
  var rows: [TerminalRow]

  /// What the last update did to the section (inserted, moved, reloaded).
  var mark: RowMark?

  /// Ghosts of deleted sections that stood just above this one.
  var ghostsAbove: [Ghost] = []

  /// Ghosts of deleted rows that stood after the last row.
  var trailingGhosts: [Ghost] = []
}
