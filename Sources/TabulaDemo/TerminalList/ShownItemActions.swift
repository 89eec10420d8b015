@_spi(Surfaces) import Tabula

/// The actions a ``TerminalListView`` shows for one row: the buttons a swipe revealed, or an
/// open context menu.
struct ShownItemActions {
  /// Where the actions show: at the row's leading or trailing edge, or in a menu below it.
  let placement: SurfaceItemAction.Placement

  /// The identity of the item the actions were offered for; the row showing it draws them.
  let identity: AnyHashable

  /// The actions, bound to the item, numbered from 1 on screen.
  let actions: [SurfaceItemAction]

  /// What the actions are called in messages: "swipe actions" or "menu".
  var name: String { placement == .contextMenu ? "menu" : "swipe actions" }

  /// How an action is labelled on screen: its number, a `✗` if it destroys data, its title.
  ///
  /// - Parameter index: The index of the action, from zero.
  /// - Returns: The label, such as `2 ✗ Delete`.
  func label(at index: Int) -> String {
    "\(index + 1) " + (actions[index].isDestructive ? "✗ " : "") + actions[index].title
  }
}
