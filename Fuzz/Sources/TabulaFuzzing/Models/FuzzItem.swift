/// An item of the fuzz targets: a small identity, so that identities collide often, and a
/// content value that may change while the identity stays.
public struct FuzzItem: Identifiable, Equatable, Sendable, CustomStringConvertible {
  /// The identity.
  public var id: Int

  /// The content, compared to tell an update.
  public var content: Int

  /// Creates an item.
  public init(id: Int, content: Int = 0) {
    self.id = id
    self.content = content
  }

  /// The identity, with the content after a quote when it is not 0.
  public var description: String { "\(id)" + (content == 0 ? "" : "'\(content)") }
}
