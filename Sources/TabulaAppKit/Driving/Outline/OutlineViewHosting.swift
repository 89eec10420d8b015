/// What an ``OutlineSurface`` asks of the outline view it drives, with items named by the
/// objects that stand for them (`nil`: the top level): `NSOutlineView` in an app, a model of it
/// in tests.
@_spi(AppKitUpdates)
@MainActor
public protocol OutlineViewHosting: ListViewHosting {
  /// `beginUpdates()`.
  func beginUpdates()
  /// `endUpdates()`.
  func endUpdates()
  /// `reloadData()`.
  func reloadData()
  /// `insertItems(at:inParent:withAnimation:)`.
  func insertItems(at indexes: [Range<Int>], inParent parent: OutlineItemObject?)
  /// `removeItems(at:inParent:withAnimation:)`.
  func removeItems(at indexes: [Range<Int>], inParent parent: OutlineItemObject?)
  /// `moveItem(at:inParent:to:inParent:)`.
  func moveItem(
    at from: Int, inParent source: OutlineItemObject?, to destination: Int,
    inParent target: OutlineItemObject?)
  /// `expandItem(_:)`.
  func expandItem(_ item: OutlineItemObject)
  /// `collapseItem(_:)`.
  func collapseItem(_ item: OutlineItemObject)
  /// The items of the selected rows, in row order (`selectedRowIndexes`, `item(atRow:)`).
  var selectedItems: [OutlineItemObject] { get }
  /// Adds an item's row to the selection, if it shows.
  func selectItem(_ item: OutlineItemObject)
  /// Removes an item's row from the selection, if it shows.
  func deselectItem(_ item: OutlineItemObject)
}
