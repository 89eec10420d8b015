/// What a ``TextFieldCell`` shows: a title and a text value.
struct TextField: Equatable, Sendable {
  /// The title.
  var title: String
  /// The value.
  var value: String
}
