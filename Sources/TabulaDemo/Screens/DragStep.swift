/// One step of dragging rows with the keyboard, the terminal's drag and drop.
enum DragStep: Hashable, Sendable {
  /// Pick up the row under the cursor, or the selected rows when it is one of several
  /// selected (`m`).
  case lift
  /// Move the drop marker by this many places, down or up (the arrows while dragging).
  case moveMarker(by: Int)
  /// Drop the rows where the marker stands (Enter while dragging).
  case drop
  /// Put the rows down where they were (Esc while dragging).
  case cancel
}
