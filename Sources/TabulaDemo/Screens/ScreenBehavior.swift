import Tabula

/// What makes one ``ListScreen`` differ from another, besides its data and its cells.
struct ScreenBehavior<Item: Identifiable & Equatable> where Item.ID: Sendable {
  /// The title of the screen, from what the list shows.
  var title: @MainActor (Snapshot<ListSection, Item>) -> String

  /// A short name of an item, for messages ("Deleted Pikachu").
  var describe: @MainActor (Item) -> String

  /// Whether an item matches a filter text, given in lower case.
  var matches: @MainActor (Item, String) -> Bool

  /// What Enter does to the item under the cursor; returns a message, if any. `nil` if rows
  /// do not open.
  var open: (@MainActor (Item) -> String?)?

  /// Whether the user may delete rows and undo.
  var isEditable = true

  /// Whether the user may move rows.
  var isMovable = true

  /// Whether the screen's hints name the swipe and menu keys (`[ ]`, `c`); every list answers
  /// them, with Delete on a trailing swipe if its rows can be deleted.
  var hintsItemActions = false

  /// The row `i` inserts, and where, given what the model holds; `nil` if the screen has no
  /// outside writer (and no `i` or `x`).
  var insertion: (@MainActor (Snapshot<ListSection, Item>) -> PositionedItem<Item>?)?
}
