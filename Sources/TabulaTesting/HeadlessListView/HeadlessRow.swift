/// One row as ``HeadlessListView`` shows it: the item its cell was last given, and the cell
/// while the row is in the visible window.
public struct HeadlessRow: SurfaceRow {
  /// The identity and content the row shows.
  public package(set) var token: ItemToken?

  /// The row's cell, while the row is visible.
  public package(set) var cell: AnyObject?

  /// The row's height, from ``HeadlessListView/rowHeight`` when the row last got its item.
  public package(set) var height: Double = 1

  /// Whether the row shows selected. A selected row keeps it through the batches that move it,
  /// and loses it when the view reloads, as in UIKit.
  public package(set) var isSelected = false

  /// Whether the row must get a new cell from the data source (inserted or reloaded).
  package var needsNewCell = false

  /// Whether the row's cell must be given its item again (reconfigured).
  package var needsConfiguration = false

  /// A row that needs a new cell.
  package static var fresh: HeadlessRow { HeadlessRow(needsNewCell: true) }
}
