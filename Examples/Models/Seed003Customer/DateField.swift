/// What a ``DateCell`` shows: a title and a day.
package struct DateField: Equatable, Sendable {
  /// The title.
  package var title: String
  /// The day.
  package var day: Day

  /// Creates the value from its parts.
  package init(title: String, day: Day) {
    self.title = title
    self.day = day
  }
}
