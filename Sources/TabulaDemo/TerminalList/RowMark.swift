/// What the last update did to a row or a section header; the terminal list shows it in the
/// left gutter, and in colour on a terminal.
enum RowMark: Character, Sendable, CaseIterable {
  /// Inserted by the update.
  case inserted = "+"

  /// Deleted by the update: the row is shown once more, as a ghost, where it was.
  case deleted = "-"

  /// Moved by the update, or by the user.
  case moved = ">"

  /// Shown again with new content: reconfigured or reloaded.
  case updated = "~"
}
