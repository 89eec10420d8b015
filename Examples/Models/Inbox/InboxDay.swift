import Tabula

/// A day of the inbox example: a section whose header names the day and whose footer says
/// how the messages were kept.
package struct InboxDay: SectionModel, Sendable {
  /// The day's name, which identifies the section.
  package let id: String

  /// Shown below the day's messages.
  package var note: String

  /// Creates a day.
  ///
  /// - Parameters:
  ///   - id: The day's name.
  ///   - note: Shown below the day's messages.
  package init(_ id: String, note: String = "") {
    self.id = id
    self.note = note
  }

  /// The day's name.
  package var header: String? { id }

  /// The day's note, if any.
  package var footer: String? { note.isEmpty ? nil : note }
}
