/// What an ``ImageCell`` shows: the name of a picture.
package struct ImageField: Equatable, Sendable {
  /// The picture's file name.
  package var name: String

  /// Creates the value from its parts.
  package init(name: String) {
    self.name = name
  }
}
