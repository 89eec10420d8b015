/// What a ``DateCell`` shows: a title and a day.
struct DateField: Equatable, Sendable {
  /// The title.
  var title: String
  /// The day.
  var day: Day
}
