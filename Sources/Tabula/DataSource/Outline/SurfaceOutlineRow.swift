/// What a surface draws of a row of an outline: how far it is indented, and its disclosure
/// control.
@_spi(Surfaces)
public struct SurfaceOutlineRow: Hashable, Sendable {
  /// How deep the row's item stands: 0 at the top level.
  public let level: Int

  /// Whether the item has children, and so a disclosure control.
  public let hasChildren: Bool

  /// Whether the item is expanded: its children are shown.
  public let isExpanded: Bool

  /// Creates the description of an outline row.
  ///
  /// - Parameters:
  ///   - level: How deep the row's item stands.
  ///   - hasChildren: Whether the item has children.
  ///   - isExpanded: Whether the item is expanded.
  public init(level: Int, hasChildren: Bool, isExpanded: Bool) {
    self.level = level
    self.hasChildren = hasChildren
    self.isExpanded = isExpanded
  }
}
