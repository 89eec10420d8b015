/// What a ``TextFieldCell`` shows: a title and a text value.
package struct TextField: Equatable, Sendable {
  /// The title.
  package var title: String
  /// The value.
  package var value: String

  /// Creates the value from its parts.
  package init(title: String, value: String) {
    self.title = title
    self.value = value
  }
}
