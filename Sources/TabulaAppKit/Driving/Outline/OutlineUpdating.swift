/// The calls that update an `NSOutlineView`, as TabulaAppKit makes them: `NSOutlineView`
/// itself in an app, a model of it in tests. Items are named as ``OutlineViewUpdate/Item``;
/// `nil` names the top level.
@_spi(AppKitUpdates)
@MainActor
public protocol OutlineUpdating: AnyObject {
  /// `beginUpdates()`.
  func beginUpdates()
  /// `endUpdates()`: the view asks the data source for the new items.
  func endUpdates()
  /// `insertItems(at:inParent:withAnimation:)`.
  func insertItems(at indexes: [Range<Int>], inParent parent: OutlineViewUpdate.Item?)
  /// `removeItems(at:inParent:withAnimation:)`.
  func removeItems(at indexes: [Range<Int>], inParent parent: OutlineViewUpdate.Item?)
  /// `moveItem(at:inParent:to:inParent:)`.
  func moveItem(
    at from: Int, inParent source: OutlineViewUpdate.Item?, to destination: Int,
    inParent target: OutlineViewUpdate.Item?)
  /// `expandItem(_:)`, of the item with an identifier.
  func expandItem(_ id: AnyHashable)
  /// `collapseItem(_:)`, of the item with an identifier.
  func collapseItem(_ id: AnyHashable)
  /// `reloadData()`.
  func reloadData()
  /// Called before the calls of an update, with the rows it removes or replaces: the objects
  /// that stand for them are kept apart from those of the rows that come.
  func prepare(departing ids: [AnyHashable])
}

extension OutlineUpdating {
  /// Nothing to set apart: a view that names rows by identifier.
  public func prepare(departing ids: [AnyHashable]) {}
}
