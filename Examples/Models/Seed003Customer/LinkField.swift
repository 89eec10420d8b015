/// What a ``LinkCell`` shows: a row that opens another screen.
package struct LinkField: Equatable, Sendable {
  /// The title.
  package var title: String
  /// A short description of what opens.
  package var value: String

  /// Creates the value from its parts.
  package init(title: String, value: String) {
    self.title = title
    self.value = value
  }
}
