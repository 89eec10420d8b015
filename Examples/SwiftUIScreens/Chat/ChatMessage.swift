#if canImport(SwiftUI) && (os(iOS) || os(visionOS))

// MARK: - ChatMessage

/// A message of the chat screen (``ChatView``): who wrote it, when, and what it says.
@available(iOS 16.0, *)
struct ChatMessage: Identifiable, Equatable, Sendable {
  /// The message's place in the conversation, from 1, oldest first.
  let id: Int

  /// Who wrote it; ``me`` for the user.
  let sender: String

  /// When it was sent, as `HH:MM`.
  let time: String

  /// What it says.
  let text: String

  /// The sender of the messages the user sends.
  static let me = "Me"

  /// Whether the user sent it.
  var isMine: Bool { sender == Self.me }
}
#endif
