/// What an ``ImageCell`` shows: the name of a picture.
struct ImageField: Equatable, Sendable {
  /// The picture's file name.
  var name: String
}
