/// A place to drop dragged rows on an outline view, as `NSOutlineView` names it: a parent item
/// (`nil`: the top level) and a child index, or ``onItem`` for a drop onto the item itself
/// (`NSOutlineViewDropOnItemIndex`).
///
/// The parent is named by its row's identifier (``OutlineItemObject/id``), not by its object.
@_spi(AppKitUpdates)
public struct OutlineDrop: Hashable {
  /// The child index of a drop onto the item itself, `NSOutlineViewDropOnItemIndex` (-1).
  public static let onItem = -1

  /// The identifier of the parent's row; `nil` for the top level.
  public var parent: AnyHashable?
  /// Where among the parent's children: before the child at this index, after the last one
  /// when it is their number, or ``onItem``.
  public var childIndex: Int

  /// Creates a drop place.
  ///
  /// - Parameters:
  ///   - parent: The identifier of the parent's row; `nil` for the top level.
  ///   - childIndex: The index among its children, or ``onItem``.
  public init(parent: AnyHashable?, childIndex: Int) {
    self.parent = parent
    self.childIndex = childIndex
  }
}
