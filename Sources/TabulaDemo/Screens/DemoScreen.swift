/// One screen of the demo: a title, a terminal list, and the actions it supports.
@MainActor
protocol DemoScreen: AnyObject {
  /// The screen's title, with what it currently shows.
  var title: String { get }

  /// The list the screen draws into.
  var view: TerminalListView { get }

  /// The filter text, empty when every row shows.
  var query: String { get }

  /// The keys that work on this screen, for the hint line; the demo adds the key that goes
  /// back.
  var hints: String { get }

  /// Whether every change made so far has reached the list.
  var isUpToDate: Bool { get }

  /// Carries out an action on the row under the cursor or on the whole list.
  ///
  /// - Parameter action: The action.
  /// - Returns: A message for the status line, if any.
  func perform(_ action: ScreenAction) -> String?
}
