/// A message of the chat screen (`--screen chat`).
struct ChatMessage: Identifiable, Equatable, Sendable {
  /// The message's identity: its place in the conversation, from 1, as the server numbers
  /// messages.
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

  /// The message as the status line names it: “Build is green” from Ada.
  var summary: String { "“\(text)” from \(sender)" }
}
