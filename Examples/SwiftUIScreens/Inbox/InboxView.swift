#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import SwiftUI
import Tabula
import TabulaExampleModels
import TabulaSwiftUI

// MARK: - InboxView

/// The "modern list" inbox as a SwiftUI view: messages in a section per day, with the day's
/// name above them and its note below, each message's sender, subject and marks.
///
/// What the user does to a message comes from the list's `ListBehavior`, the UIKit screen's
/// (`Inbox.behavior(editing:)`): a leading swipe marks it read or unread, a trailing swipe deletes it, and a long
/// press opens a menu to flag or delete it. Every change is an edit of the inbox, undone by
/// shaking or ⌘Z. The inbox is a `@StateObject`, made once, and the title counts what it holds.
@available(iOS 16.0, *)
@MainActor
struct InboxView: View {
  @StateObject private var inbox = EditableList(Inbox.snapshot(count: 40))

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
      .listBehavior(Inbox.behavior(editing: inbox))
      .listStyle(.plain)
      .navigationTitle("Inbox (\(inbox.snapshot.numberOfItems))")
    }
  }
}
#endif
