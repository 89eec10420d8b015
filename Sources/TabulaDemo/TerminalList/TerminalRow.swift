@_spi(Surfaces) import Tabula
@_spi(Surfaces) import TabulaTesting

/// One row of ``TerminalListView``: the item its cell was last given, its cell while it is
/// on screen, and what the last update did to it.
struct TerminalRow: SurfaceRow {
  /// The identity and content the row shows.
  var token: ItemToken?

  /// The row's cell, while the row is in the visible window.
  var cell: AnyObject?

  /// What the last update did to the row, until the list settles.
  var mark: RowMark?

  /// Rows deleted just above this one, shown as ghosts until the list settles.
  var ghostsAbove: [Ghost] = []

  /// Whether the row must get a new cell from the data source (inserted or reloaded).
  var needsNewCell = false

  /// Whether the row's cell must be given its item again (reconfigured).
  var needsConfiguration = false

  /// The row's level and disclosure control in an outline, as the data source last reported
  /// them while the row was in the window, for its ghost; `nil` for a flat list's row.
  var outline: SurfaceOutlineRow?

  /// Whether the row shows selected: kept through the batches that move it, lost when the
  /// list loads again (the data source then selects it again).
  var isSelected = false

  /// A row that needs a new cell, without a mark.
  static var fresh: TerminalRow { TerminalRow(needsNewCell: true) }
}
