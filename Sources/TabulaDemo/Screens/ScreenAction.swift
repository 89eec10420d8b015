@_spi(Surfaces) import Tabula

/// What the user asks of the screen on top, once keys are read.
enum ScreenAction: Hashable, Sendable {
  /// Open or select the row under the cursor (Enter).
  case open
  /// Delete the row under the cursor, as a swipe to delete does, or the selected rows as one
  /// step (`d`).
  case delete
  /// Move the row under the cursor to the top of the list, as edit mode's reorder control
  /// does (`M`).
  case moveToTop
  /// Drag rows and drop them elsewhere (`m`, then the arrows, Enter or Esc).
  case drag(DragStep)
  /// Select several rows, and change them together (space, `>`, Esc).
  case selection(SelectionStep)
  /// Show the children of the outline row under the cursor, or, if they show, go to the
  /// first (→).
  case expand
  /// Hide the children of the outline row under the cursor, or, if they are hidden or it has
  /// none, go to its parent (←).
  case collapse
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
  /// Show the actions of the row under the cursor: the buttons a swipe from its leading
  /// (`[`) or trailing (`]`) edge reveals, or its context menu (`c`).
  case showActions(SurfaceItemAction.Placement)
  /// Choose the shown action with this number, counted from 1 (`1` to `9`).
  case chooseAction(Int)
  /// Close the shown swipe actions or menu (Esc, or any key that does something else).
  case closeActions
  /// Send a message, as the user (`s`).
  case sendMessage
  /// Have the next message from someone else arrive now, as a timer has it arrive in a
  /// terminal (`n`).
  case receiveMessage
}
