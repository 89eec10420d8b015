@_spi(Surfaces) public import Tabula

// MARK: - ListViewSurface + Scroll target

extension ListViewSurface {
  /// Where a row the app scrolls to ends up in the visible area.
  public enum RowPlacement: Hashable, Sendable {
    /// Its top at the area's top.
    case top
    /// Its middle at the area's middle.
    case center
    /// Its bottom at the area's bottom.
    case bottom
  }

  /// Scrolls the visible area so that the row of the item at a position shows where the
  /// placement says, as far as the rows reach (a row near an end stops at that end).
  ///
  /// - Parameters:
  ///   - path: The position of the item.
  ///   - placement: Where its row ends up.
  /// - Returns: Whether a row shows the item (and the view is in a scroll view): `false`
  ///   leaves the view where it is.
  @discardableResult
  public func scroll(toItemAt path: ItemPath, placing placement: RowPlacement) -> Bool {
    guard let scroller, let area = scroller.visibleArea, let row = shownRow(of: path) else {
      return false
    }
    let height = scroller.span(ofRow: row).height
    let offset: Double
    switch placement {
    case .top: offset = 0
    case .center: offset = (area.height - height) / 2
    case .bottom: offset = area.height - height
    }
    place(.row(path, offset: offset))
    return true
  }
}
