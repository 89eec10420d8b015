/// One step of selecting rows, the terminal's edit mode with multiple selection.
enum SelectionStep: Hashable, Sendable {
  /// Add the row under the cursor to the selection, or take it out; the first one enters
  /// selection mode (space).
  case toggle
  /// Move the selected rows to the end of the section the cursor is in, as one step (`>`).
  case moveToCursorSection
  /// Leave selection mode and deselect every row (Esc in selection mode).
  case end
}
