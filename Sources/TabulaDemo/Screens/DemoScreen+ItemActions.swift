@_spi(Surfaces) import Tabula

// MARK: - DemoScreen + Item actions

extension DemoScreen {
  /// Shows the swipe actions or the menu of the row under the cursor.
  ///
  /// - Parameter placement: A swipe from either edge, or a context menu.
  /// - Returns: A message for the status line.
  func showItemActions(_ placement: SurfaceItemAction.Placement) -> String {
    guard let cursor = view.cursor else { return "No row to show actions for" }
    guard view.showActions(placement, at: cursor), let shown = view.shownActions else {
      switch placement {
      case .leadingSwipe: return "This row has no leading swipe actions"
      case .trailingSwipe: return "This row has no trailing swipe actions"
      case .contextMenu: return "This row has no menu"
      }
    }
    let choices = shown.actions.count == 1 ? "1 chooses" : "1–\(shown.actions.count) choose"
    return "\(choices), esc closes the \(shown.name)"
  }

  /// Runs the shown action with a number on the item it was offered for.
  ///
  /// - Parameters:
  ///   - number: The number beside the action.
  ///   - item: A short name of the item, for the message.
  /// - Returns: A message for the status line: the action and the item, or what went wrong.
  func chooseItemAction(_ number: Int, on item: String?) -> String {
    guard let shown = view.shownActions else { return "No actions show: [ ] swipe, c menu" }
    guard let (title, didRun) = view.chooseShownAction(number) else {
      let count = shown.actions.count
      return "No action \(number): \(count == 1 ? "1 chooses" : "1–\(count) choose")"
    }
    guard didRun else { return "\(title) did not run" }
    return item.map { "\(title): \($0)" } ?? title
  }

  /// Closes the shown swipe actions or menu.
  ///
  /// - Returns: A message for the status line, or `nil` if nothing showed.
  func closeItemActions() -> String? {
    view.closeActions().map { "Closed the \($0.name)" }
  }
}
