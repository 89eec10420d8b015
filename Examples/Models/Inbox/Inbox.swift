package import Tabula

/// The inbox example's messages, generated the same way on every run.
package enum Inbox {
  /// The senders messages come from.
  package static let senders = ["Ada", "Grace", "Linus", "Barbara", "Ken", "Margaret"]

  /// The subjects messages are about.
  package static let subjects = [
    "Lunch?", "Build is green", "Release notes", "Design review", "Invoice", "Photos",
  ]

  /// The days messages arrive on, newest first.
  package static let days = ["Today", "Yesterday", "Monday", "Last week"]

  /// A message made from its number.
  ///
  /// - Parameter id: The message's number.
  /// - Returns: The message.
  package static func message(_ id: Int) -> InboxMessage {
    InboxMessage(
      id: id, sender: senders[id % senders.count],
      subject: subjects[(id / senders.count) % subjects.count], isRead: id % 3 == 0)
  }

  /// An inbox of `count` messages spread over the days, newest first.
  ///
  /// - Parameter count: How many messages.
  /// - Returns: The snapshot, a section per day.
  package static func snapshot(count: Int) -> Snapshot<InboxDay, InboxMessage> {
    let perDay = max(1, (count + days.count - 1) / days.count)
    let sections = days.enumerated().map { index, day in
      let ids = (min(count, index * perDay)..<min(count, (index + 1) * perDay)).map { count - $0 }
      return SnapshotSection(InboxDay(day, note: "Kept for 30 days"), items: ids.map(message))
    }
    // Days and message numbers are unique by construction, so the snapshot cannot refuse them.
    return (try? Snapshot(sections: sections)) ?? Snapshot()
  }
}
