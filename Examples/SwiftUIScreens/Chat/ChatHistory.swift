#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import Tabula
import TabulaExampleModels

// MARK: - ChatHistory

/// The chat's made-up server (``ChatView``): a conversation of 200 messages, the same on every
/// run, answered a page at a time, newest page first.
///
/// It lives on the main actor, as the provider's loader does: a loader that awaits a
/// nonisolated function cannot be written in a stored property's initial value (the compiler
/// says "default argument cannot be both main actor-isolated and nonisolated"); make such a
/// provider in the view's `init` instead.
@available(iOS 16.0, *)
@MainActor
enum ChatHistory {
  /// How many messages the history holds.
  static let count = 200

  /// How many messages a page holds.
  static let pageSize = 30

  private static let senders = ["Ada", "Grace", "Alan", ChatMessage.me]
  private static let texts = [
    "Morning!", "Is the build green?", "Shipping it after lunch", "Who has the release notes?",
    "Looks good to me", "Can you review my change?", "On my way", "Thanks!",
  ]

  /// The message at a place in the conversation.
  ///
  /// - Parameter id: Its place, from 1.
  /// - Returns: The message.
  static func message(_ id: Int) -> ChatMessage {
    let minutes = 8 * 60 + id * 2
    let hour = minutes / 60 % 24
    let minute = minutes % 60
    return ChatMessage(
      id: id, sender: senders[id * 7 % senders.count],
      time: "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)",
      text: texts[id * 5 % texts.count])
  }

  /// A page of messages, as a `PagedProvider` that pages backwards asks for it: the newest
  /// page first, then the page before the oldest message shown; nothing comes after the
  /// newest page (new messages arrive, they are not paged).
  ///
  /// - Parameter request: The page.
  /// - Returns: Its messages, oldest first, with the cursor of the page before it (its first
  ///   message's place, `nil` at the start of the conversation) and no later cursor.
  /// - Throws: `CancellationError` if the load was cancelled while the network answered.
  static func page(_ request: PagedProvider<ChatMessage, Int>.PageRequest) async throws -> (
    items: [ChatMessage], earlierCursor: Int?, laterCursor: Int?
  ) {
    let end: Int
    switch request {
    case .first: end = count + 1
    case .before(let cursor): end = cursor
    case .after: return ([], nil, nil)
    }
    try await Task.sleep(for: .milliseconds(400))  // the network
    let start = max(end - pageSize, 1)
    return ((start..<end).map(message), start > 1 ? start : nil, nil)
  }
}
#endif
