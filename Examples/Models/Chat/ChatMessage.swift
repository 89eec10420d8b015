/// A message of the chat examples (the terminal demo's `--screen chat`, and the SwiftUI
/// chat): who wrote it, when, and what it says.
package struct ChatMessage: Identifiable, Equatable, Sendable {
  /// The message's identity: its place in the conversation, from 1, oldest first, as the
  /// server numbers messages.
  package let id: Int

  /// Who wrote it; ``me`` for the user.
  package let sender: String

  /// When it was sent, as `HH:MM`.
  package let time: String

  /// What it says.
  package let text: String

  /// The sender of the messages the user sends.
  package static let me = "Me"

  /// Creates a message.
  ///
  /// - Parameters:
  ///   - id: Its place in the conversation, from 1.
  ///   - sender: Who wrote it.
  ///   - time: When it was sent, as `HH:MM`.
  ///   - text: What it says.
  package init(id: Int, sender: String, time: String, text: String) {
    self.id = id
    self.sender = sender
    self.time = time
    self.text = text
  }

  /// Whether the user sent it.
  package var isMine: Bool { sender == Self.me }

  /// The message as a status line names it: “Build is green” from Ada.
  package var summary: String { "“\(text)” from \(sender)" }
}
