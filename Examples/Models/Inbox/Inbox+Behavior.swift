package import Tabula

// MARK: - Inbox + Behavior

extension Inbox {
  /// What the user does to a message, the same in the UIKit and the SwiftUI inbox: a leading
  /// swipe marks it read or unread, a trailing swipe deletes it, a long press opens a menu to
  /// flag or delete it. Each is an undoable edit of the inbox.
  ///
  /// - Parameter inbox: The messages the actions edit.
  /// - Returns: The behaviour; a screen adds its own prefetching.
  @MainActor
  package static func behavior(editing inbox: EditableList<InboxDay, InboxMessage>)
    -> ListBehavior<InboxMessage>
  {
    var behavior = ListBehavior<InboxMessage>(allowsDeleting: true)
    behavior.leadingSwipeActions = { message, _ in
      [
        ItemAction(title: message.isRead ? "Unread" : "Read", imageName: "envelope") { message, _ in
          var changed = message
          changed.isRead.toggle()
          try? inbox.perform(.replaceItem(changed), named: changed.isRead ? "Read" : "Unread")
        }
      ]
    }
    behavior.contextMenuActions = { message, _ in
      [
        ItemAction(title: message.isFlagged ? "Unflag" : "Flag", imageName: "flag") {
          message, _ in
          var changed = message
          changed.isFlagged.toggle()
          try? inbox.perform(.replaceItem(changed), named: changed.isFlagged ? "Flag" : "Unflag")
        },
        .delete(imageName: "trash"),
      ]
    }
    return behavior
  }
}
