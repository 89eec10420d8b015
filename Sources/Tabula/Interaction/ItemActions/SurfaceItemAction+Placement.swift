// MARK: - SurfaceItemAction + Placement

extension SurfaceItemAction {
  /// Where a surface offers an item's actions.
  @_spi(Surfaces)
  public enum Placement: Hashable, Sendable, CaseIterable {
    /// Revealed by swiping the row from its leading edge.
    case leadingSwipe
    /// Revealed by swiping the row from its trailing edge.
    case trailingSwipe
    /// Shown in the menu a long press opens.
    case contextMenu
  }
}
