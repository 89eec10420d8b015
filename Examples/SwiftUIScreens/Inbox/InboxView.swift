#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import SwiftUI
import Tabula
import TabulaExampleModels
import TabulaSwiftUI

// MARK: - InboxView

/// The "modern list" inbox as a SwiftUI view: messages in a section per day, with the day's
/// name above them and its note below, each message's sender, subject and marks.
///
/// What the user does to a message comes from the list's `ListBehavior`, as in the UIKit
/// screen: a leading swipe marks it read or unread, a trailing swipe deletes it, and a long
/// press opens a menu to flag or delete it. Every change is an edit of the inbox, undone by
/// shaking or ⌘Z.
@available(iOS 16.0, *)
@MainActor
struct InboxView: View {
  @State private var inbox = EditableList(Inbox.snapshot(count: 40))

  var body: some View {
    NavigationStack {
      TabulaList(inbox) { message in
        HStack {
          Circle().fill(message.isRead ? Color.clear : Color.accentColor).frame(width: 8, height: 8)
          VStack(alignment: .leading) {
            Text(message.sender).fontWeight(message.isRead ? .regular : .semibold)
            Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
          }
          Spacer()
          if message.isFlagged { Image(systemName: "flag.fill").foregroundStyle(.orange) }
        }
      }
      .sectionHeaders { day in Text(day.id).font(.headline) }
      .sectionFooters { day in Text(day.note).font(.footnote).foregroundStyle(.secondary) }
      .listBehavior(behavior)
      .listAppearance(.plain)
      .navigationTitle("Inbox")
    }
  }

  /// The swipe actions and the menu, each handed the message itself.
  private var behavior: ListBehavior<InboxMessage> {
    let inbox = inbox
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
#endif
