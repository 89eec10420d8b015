/// One row as ``HeadlessListView`` shows it: the item its cell was last given, and the cell
/// while the row is in the visible window.
public struct HeadlessRow {
  /// The identity and content the row shows.
  public internal(set) var token: ItemToken?

  /// The row's cell, while the row is visible.
  public internal(set) var cell: AnyObject?

  /// Whether the row must get a new cell from the data source (inserted or reloaded).
  var needsNewCell = false

  /// Whether the row's cell must be given its item again (reconfigured).
  var needsConfiguration = false
}
