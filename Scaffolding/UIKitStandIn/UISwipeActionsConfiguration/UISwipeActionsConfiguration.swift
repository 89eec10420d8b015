// MARK: - UISwipeActionsConfiguration

/// The set of actions to show when the user swipes a table row or a list cell.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UISwipeActionsConfiguration is unavailable in tvOS")
#endif
@MainActor open class UISwipeActionsConfiguration: NSObject {
  init(contextualActions: [UIContextualAction]) {
    self.actions = contextualActions
    super.init()
  }

  /// Creates a configuration with the given actions.
  ///
  /// - Parameter actions: The actions; the first is the outermost one and the one a full
  ///   swipe performs.
  public convenience init(actions: [UIContextualAction]) {
    self.init(contextualActions: actions)
  }

  /// The swipe actions; the first one is the default action.
  open private(set) var actions: [UIContextualAction]

  /// Whether a full swipe performs the first action; `true` by default.
  open var performsFirstActionWithFullSwipe = true
}
