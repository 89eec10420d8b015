#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import SwiftUI
import Tabula
import TabulaExampleModels
import TabulaSwiftUI

// MARK: - ChatView

/// A chat, not one of the seeds: a conversation that opens at its newest message, at the
/// bottom, and loads older messages above as the user scrolls up, a page at a time.
///
/// A `PagedProvider` that pages backwards holds the messages (``ChatHistory`` answers its
/// pages); `.scrollAnchoring(.stickToBottom)` keeps the messages the user reads where they
/// are while an older page goes in above, and shows a new message when the user is at the
/// bottom. The field below the list sends one: it arrives through `appendArrivedItems`.
///
/// The list fills the screen under the navigation bar and the composer, as a `List` does; its
/// messages scroll under both. The composer is the app's own `.safeAreaInset`: when the
/// keyboard comes up, SwiftUI shrinks the list, and a reader at the newest message stays at it
/// (the list keeps its anchoring across size changes, not only across pages). An older page
/// loading shows in a bar at the top while the messages read stay where they are.
@available(iOS 16.0, *)
@MainActor
struct ChatView: View {
  @State private var messages = PagedProvider<ChatMessage, Int>(
    section: ListSection(id: "chat"), loadPages: ChatHistory.page)
  @State private var draft = ""
  @State private var sentCount = 0

  var body: some View {
    NavigationStack {
      TabulaList(messages) { message in
        HStack {
          if message.isMine { Spacer(minLength: 40) }
          VStack(alignment: message.isMine ? .trailing : .leading, spacing: 2) {
            Text("\(message.sender) · \(message.time)").font(.caption).foregroundStyle(.secondary)
            Text(message.text)
              .padding(.horizontal, 12)
              .padding(.vertical, 8)
              .background(
                message.isMine ? Color.accentColor.opacity(0.25) : Color.secondary.opacity(0.15),
                in: RoundedRectangle(cornerRadius: 16))
          }
          if !message.isMine { Spacer(minLength: 40) }
        }
      }
      .scrollAnchoring(.stickToBottom)
      .listStyle(.plain)
      .navigationTitle("Chat")
      .navigationBarTitleDisplayMode(.inline)
      .safeAreaInset(edge: .bottom) { composer }
      .task {
        if messages.loadState == .idle { messages.refresh() }
      }
    }
  }

  /// The field the user writes a message in, and its Send button.
  private var composer: some View {
    HStack {
      TextField("Message", text: $draft).textFieldStyle(.roundedBorder).onSubmit(send)
      Button("Send", action: send).disabled(draft.isEmpty)
    }
    .padding()
    .background(.bar)
  }

  /// Sends the draft: the message goes in below the newest one.
  private func send() {
    guard !draft.isEmpty else { return }
    sentCount += 1
    messages.appendArrivedItems([
      ChatMessage(
        id: ChatHistory.count + sentCount, sender: ChatMessage.me, time: "now", text: draft)
    ])
    draft = ""
  }
}
#endif
