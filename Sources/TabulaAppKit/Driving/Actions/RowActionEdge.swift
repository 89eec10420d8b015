/// The edge of a row the user swipes from to reveal its actions (`NSTableView.RowActionEdge`).
@_spi(AppKitUpdates)
public enum RowActionEdge: Hashable, Sendable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}
