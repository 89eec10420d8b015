// MARK: - ScrollAnchoring + Placement

extension ScrollAnchoring {
  /// Where a surface puts its viewport after an anchored batch.
  @_spi(Surfaces)
  public enum Placement: Hashable, Sendable {
    /// The viewport shows the top of the list.
    case top
    /// The viewport shows the bottom of the list.
    case bottom
    /// The row at `path` (in the new state) has its top at `offset` from the viewport's top.
    case row(ItemPath, offset: Double)
  }
}
