import Tabula

/// A modern list in the terminal (`--screen inbox`), not one of the seeds: messages in a
/// section per day with headers and footers, swipe actions, a context menu and prefetching,
/// declared in a ``TerminalAppearance`` and a `ListBehavior`.
///
/// - `[` swipes the row under the cursor from its leading edge: Read or Unread. `]` swipes it
///   from its trailing edge: Flag or Unflag, and Delete. `c` opens its menu: Reply, Flag,
///   Mark as Read, Delete. A number chooses; Esc closes.
/// - Every action is an undoable edit of the `EditableList` behind the screen (`u`, `r`);
///   Delete is `ItemAction.delete()`, the same edit as `d`.
/// - The list's footer line shows what the terminal list last prefetched: the rows just past
///   the window, handed to `ListBehavior.prefetchItems` before they show.
enum InboxScreen {
  /// How a message looks: a dot when unread, the sender and the subject, a flag; the start
  /// of the text below.
  static let list = TerminalAppearance<InboxMessage>(
    cellStyle: .subtitle, emptyStateText: "No messages: u brings them back"
  ) { content, message in
    content.text =
      (message.isRead ? "  " : "● ") + message.sender + " · " + message.subject
      + (message.isFlagged ? "  ⚑" : "")
    content.secondaryText = message.preview
  }

  /// The footer line before anything was prefetched.
  static let nothingPrefetched = "Prefetched: nothing yet"

  /// Makes the screen.
  ///
  /// - Parameter navigator: The stack the screen goes on.
  /// - Returns: The screen.
  @MainActor
  static func make(_ navigator: Navigator) -> any DemoScreen {
    let model = EditableList(Inbox.snapshot)
    let log = navigator.log
    let screen = ScreenBehavior<InboxMessage>(
      title: { snapshot in
        let unread = snapshot.items.filter { !$0.isRead }.count
        return "Inbox: \(snapshot.numberOfItems.counting("message", "messages")), \(unread) unread"
      },
      describe: \.summary,
      matches: { message, text in
        message.sender.lowercased().contains(text) || message.subject.lowercased().contains(text)
      },
      isEditable: true,
      isMovable: false,
      hintsItemActions: true)
    let view = navigator.makeView(rowHeight: list.terminalRowHeight)
    view.emptyText = list.emptyStateText
    view.footer = nothingPrefetched
    return ListScreen(model: model, view: view, behavior: screen, log: log) {
      view, diagnostics in
      let dataSource = ListDataSource(
        surface: view, registration: list.terminalRegistration, diagnostics: diagnostics)
      dataSource.behavior = behavior(editing: model, showingIn: view, log: log)
      return dataSource
    }
  }
}
