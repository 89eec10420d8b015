/// What the user asks of the screen on top, once keys are read.
enum ScreenAction: Hashable, Sendable {
  /// Open or select the row under the cursor (Enter).
  case open
  /// Delete the row under the cursor, as a swipe to delete does (`d`).
  case delete
  /// Move the row under the cursor one place up (`m`), or to the top of the list (`M`).
  case move(toTop: Bool)
  /// Undo the last edit (`u`).
  case undo
  /// Redo the last undone edit (`r`).
  case redo
  /// Show only the rows that match a text; an empty text shows every row (`/`).
  case filter(String)
  /// Insert a row as another writer would, straight into the data (`i`).
  case insert
  /// Delete the row under the cursor as another writer would, straight from the data (`x`).
  case remove
  /// Load the page that failed again (`t`).
  case retry
  /// Load the list again from its first page (`f`).
  case refresh
}
