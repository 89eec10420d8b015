/// What a ``LinkCell`` shows: a row that opens another screen.
struct LinkField: Equatable, Sendable {
  /// The title.
  var title: String
  /// A short description of what opens.
  var value: String
}
