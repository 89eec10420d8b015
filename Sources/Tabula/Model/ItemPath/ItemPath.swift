/// The position of an item in a sectioned list: a section index and an item index within it.
///
/// `ItemPath` is the core's counterpart of `IndexPath`. The core imports neither Foundation nor
/// a UI framework, so positions are plain values; the UIKit layer converts them to and from
/// `IndexPath(row:section:)` and `IndexPath(item:section:)`.
///
/// ```swift
/// let path = ItemPath(section: 1, item: 0)
/// snapshot.item(at: path)  // the first item of the second section, or nil
/// ```
public struct ItemPath: Hashable, Sendable {
  /// The index of the section, counted from zero.
  public var section: Int

  /// The index of the item within its section, counted from zero.
  public var item: Int

  /// Creates a position from a section index and an item index.
  ///
  /// - Parameters:
  ///   - section: The index of the section, counted from zero.
  ///   - item: The index of the item within the section, counted from zero.
  @inlinable
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }
}
