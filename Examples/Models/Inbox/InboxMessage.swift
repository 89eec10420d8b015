/// A message of the inbox example: the model of the "modern list" screens.
package struct InboxMessage: Identifiable, Equatable, Sendable {
  /// The message's identity.
  package let id: Int

  /// Who sent it.
  package var sender: String

  /// Its subject line.
  package var subject: String

  /// Whether the user has read it.
  package var isRead: Bool

  /// Whether the user has flagged it.
  package var isFlagged: Bool

  /// Creates a message.
  ///
  /// - Parameters:
  ///   - id: The message's identity.
  ///   - sender: Who sent it.
  ///   - subject: Its subject line.
  ///   - isRead: Whether it was read.
  ///   - isFlagged: Whether it is flagged.
  package init(
    id: Int, sender: String, subject: String, isRead: Bool = false, isFlagged: Bool = false
  ) {
    self.id = id
    self.sender = sender
    self.subject = subject
    self.isRead = isRead
    self.isFlagged = isFlagged
  }
}
