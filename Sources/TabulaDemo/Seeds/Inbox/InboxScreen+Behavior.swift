import Tabula

// MARK: - InboxScreen + Behavior

extension InboxScreen {
  /// What the inbox lets the user do: delete messages, swipe them, open their menu, and
  /// prefetch them, shown in the list's footer line.
  ///
  /// - Parameters:
  ///   - model: The messages the actions edit.
  ///   - view: The list whose footer shows what was prefetched.
  ///   - log: Where an edit that fails is reported.
  /// - Returns: The behaviour.
  @MainActor
  static func behavior(
    editing model: EditableList<ListSection, InboxMessage>, showingIn view: TerminalListView,
    log: DiagnosticLog
  ) -> ListBehavior<InboxMessage> {
    func edit(
      _ title: String, named name: String, imageName: String? = nil,
      _ operation:
        @escaping @MainActor @Sendable (InboxMessage)
        -> EditOperation<ListSection, InboxMessage>
    ) -> ItemAction<InboxMessage> {
      ItemAction(title: title, imageName: imageName) { [weak model] message, _ in
        do {
          try model?.perform(operation(message), named: name)
        } catch {
          log.record("Could not \(name.lowercased()): \(error)")
        }
      }
    }
    func markRead(_ message: InboxMessage, title: (String) -> String) -> ItemAction<InboxMessage> {
      let state = message.isRead ? "Unread" : "Read"
      return edit(title(state), named: "Mark as \(state)", imageName: "envelope") {
        .replaceItem($0.toggledRead)
      }
    }
    func flag(_ message: InboxMessage) -> ItemAction<InboxMessage> {
      let title = message.isFlagged ? "Unflag" : "Flag"
      return edit(title, named: title, imageName: "flag") { .replaceItem($0.toggledFlag) }
    }
    let reply = edit("Reply", named: "Reply", imageName: "arrowshape.turn.up.left") {
      [weak model] message in
      let id = (model?.snapshot.itemIdentifiers.max() ?? 0) + 1
      let draft = InboxMessage(
        id: id, sender: "Me", subject: "Re: " + message.subject, preview: "Draft", isRead: true)
      return .insertItems([PositionedItem(draft, at: ItemPath(section: 0, item: 0))])
    }
    return ListBehavior(allowsDeleting: true).with { behavior in
      behavior.leadingSwipeActions = { message, _ in [markRead(message) { $0 }] }
      behavior.trailingSwipeActions = { message, _ in
        [flag(message), .delete(imageName: "trash")]
      }
      behavior.contextMenuActions = { message, _ in
        [reply, flag(message), markRead(message) { "Mark as " + $0 }, .delete(imageName: "trash")]
      }
      behavior.prefetchItems = { [weak view] messages in
        view?.footer = "Prefetched: " + messages.map(\.subject).joined(separator: ", ")
      }
    }
  }
}
