/// One row of a surface that keeps its rows in memory, as `HeadlessListView` and the demo's
/// terminal list do: the item its cell was last given, its cell while the row is in the
/// visible window, and what the next refresh owes it.
package protocol SurfaceRow {
  /// A row that needs a new cell: inserted, or the whole list loaded again.
  static var fresh: Self { get }

  /// The identity and content the row shows.
  var token: ItemToken? { get set }

  /// The row's cell, while the row is visible.
  var cell: AnyObject? { get set }

  /// Whether the row must get a new cell from the data source (inserted or reloaded).
  var needsNewCell: Bool { get set }

  /// Whether the row's cell must be given its item again (reconfigured).
  var needsConfiguration: Bool { get set }

  /// Whether the row shows selected; it keeps it through the batches that move it.
  var isSelected: Bool { get set }
}
