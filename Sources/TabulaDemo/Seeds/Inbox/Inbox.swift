import Tabula

/// The inbox screen's messages: the same on every run, newest first, in a section per day.
enum Inbox {
  /// The days, newest first, with their messages and the footer below them.
  static let days: [(day: String, footer: String?, messages: [InboxMessage])] = [
    (
      "Today", "Synced just now",
      [
        message(1, "Ada", "Lunch on Friday?", "Are you free at noon? The new place opened."),
        message(2, "Grace", "Build is green", "All tests pass on Linux, debug and release."),
        message(3, "Linus", "Patch review", "Two nits, otherwise good to merge.", read: true),
        message(4, "Barbara", "Design review notes", "Leading swipe marks read, trailing flags."),
        message(5, "Ken", "Invoice 2231", "The invoice for October.", read: true, flagged: true),
      ]
    ),
    (
      "Yesterday", nil,
      [
        message(6, "Margaret", "Release checklist", "Docs, changelog, tag, and the demo frames."),
        message(7, "Ada", "Benchmarks", "Diffing 10,000 rows got faster again.", read: true),
        message(
          8, "Grace", "Photos from the offsite", "The best one is the group shot.", read: true),
        message(9, "Linus", "Weekend plans", "Hiking, if the weather holds."),
      ]
    ),
    (
      "Monday", nil,
      [
        message(10, "Ken", "Server maintenance", "Staging restarts at 22:00.", read: true),
        message(
          11, "Barbara", "Accessibility audit", "VoiceOver reads every action.", flagged: true),
        message(12, "Margaret", "Coffee?", "Tomorrow, 10:30, the usual place.", read: true),
        message(13, "Ada", "Paper draft", "Section 3 needs a figure.", read: true),
      ]
    ),
    (
      "Last week", "Older messages are archived",
      [
        message(14, "Grace", "Conference tickets", "Booked for both of us.", read: true),
        message(15, "Linus", "Old laptop", "Still want it? The battery is fine.", read: true),
        message(16, "Ken", "Team dinner", "Thursday 19:00, a table for eight.", read: true),
        message(17, "Barbara", "Quarterly report", "The numbers are in the shared folder."),
        message(18, "Margaret", "Welcome aboard", "Glad to have you on the team!", read: true),
      ]
    ),
  ]

  /// The inbox, a section per day whose header is the day.
  static var snapshot: Snapshot<ListSection, InboxMessage> {
    let snapshot = try? Snapshot(
      sections: days.map { day, footer, messages in
        SnapshotSection(ListSection(day, footer: footer), items: messages)
      })
    // Days and message numbers are unique by construction, so the snapshot cannot refuse them.
    return snapshot ?? Snapshot()
  }

  private static func message(
    _ id: Int, _ sender: String, _ subject: String, _ preview: String, read: Bool = false,
    flagged: Bool = false
  ) -> InboxMessage {
    InboxMessage(
      id: id, sender: sender, subject: subject, preview: preview, isRead: read,
      isFlagged: flagged)
  }
}
