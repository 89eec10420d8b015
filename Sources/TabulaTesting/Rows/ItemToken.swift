internal import Tabula

/// The identity and content of one item, without its type: what a surface that checks its
/// rows (such as `HeadlessListView`) compares.
///
/// Two tokens are equal when their items have equal identifiers and equal content.
public struct ItemToken: Equatable, CustomStringConvertible {
  /// The item's identifier.
  public let id: AnyHashable

  private let content: any Equatable

  /// Creates the token of an item.
  ///
  /// - Parameter item: The item.
  public init<Item: Identifiable & Equatable>(_ item: Item) {
    id = AnyHashable(item.id)
    content = item
  }

  /// The item, described.
  ///
  /// NB: computed on demand: describing an item uses reflection, and surfaces compare many
  /// tokens but describe only those that differ.
  public var description: String { String(describing: content) }

  /// Whether two tokens stand for items with the same identifier and equal content.
  public static func == (lhs: ItemToken, rhs: ItemToken) -> Bool {
    lhs.id == rhs.id && lhs.content.isEqual(to: rhs.content)
  }
}
