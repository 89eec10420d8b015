/// A method declared in a type or an extension body.
struct Method: Hashable {
  /// The full name: the base name and the argument labels, as `tableView(_:cellForRowAt:)`.
  let name: String

  /// The file.
  let path: String

  /// The line of its name.
  let line: Int

  /// Whether it is marked `override`.
  let isOverride: Bool
}
