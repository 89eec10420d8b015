/// A message of the inbox screen (`--screen inbox`).
struct InboxMessage: Identifiable, Equatable, Sendable {
  /// The message's identity.
  let id: Int

  /// Who sent it.
  var sender: String

  /// Its subject line.
  var subject: String

  /// The start of its text.
  var preview: String

  /// Whether the user has read it.
  var isRead = false

  /// Whether the user has flagged it.
  var isFlagged = false

  /// The message as its status line names it: “Lunch on Friday?” from Ada.
  var summary: String { "“\(subject)” from \(sender)" }

  /// The message with its read state flipped.
  var toggledRead: InboxMessage {
    var message = self
    message.isRead.toggle()
    return message
  }

  /// The message with its flag flipped.
  var toggledFlag: InboxMessage {
    var message = self
    message.isFlagged.toggle()
    return message
  }
}
