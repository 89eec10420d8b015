// MARK: - UIBarButtonItem + SystemItem

extension UIBarButtonItem {
  /// System-supplied bar button items.
  public enum SystemItem: Int, Sendable {
    /// Done.
    case done = 0
    /// Cancel.
    case cancel = 1
    /// Edit.
    case edit = 2
    /// Save.
    case save = 3
    /// Add (a plus sign).
    case add = 4
    /// Flexible space.
    case flexibleSpace = 5
    /// Fixed space.
    case fixedSpace = 6
    /// Compose.
    case compose = 7
    /// Reply.
    case reply = 8
    /// Action (share).
    case action = 9
    /// Organize.
    case organize = 10
    /// Bookmarks.
    case bookmarks = 11
    /// Search.
    case search = 12
    /// Refresh.
    case refresh = 13
    /// Stop.
    case stop = 14
    /// Camera.
    case camera = 15
    /// Trash.
    case trash = 16
    /// Play.
    case play = 17
    /// Pause.
    case pause = 18
    /// Rewind.
    case rewind = 19
    /// Fast forward.
    case fastForward = 20
    /// Undo.
    case undo = 21
    /// Redo.
    case redo = 22
    /// Close.
    @available(iOS 13.0, *) @available(tvOS, unavailable)
    #if UIKIT_STANDIN_TVOS
    @available(*, unavailable, message: "close is unavailable in tvOS")
    #endif
    case close = 24
  }
}
