@_spi(Surfaces) public import Tabula

// MARK: - HeadlessListView + Anchoring

extension HeadlessListView {
  /// The rows in the viewport, with their tops relative to its top.
  ///
  /// - Complexity: O(*n*), where *n* is the number of rows: the view keeps no index of tops.
  @_spi(Surfaces) public var scrollViewport: ScrollAnchoring.Viewport? {
    guard isLoaded else { return nil }
    let height = Double(visibleRowLimit)
    var visible: [ScrollAnchoring.Viewport.Row] = []
    var top = 0.0
    for (section, sectionRows) in rows.enumerated() {
      for (item, row) in sectionRows.enumerated() {
        if top < contentOffset + height, top + max(row.height, .ulpOfOne) > contentOffset {
          visible.append(
            ScrollAnchoring.Viewport.Row(
              path: ItemPath(section: section, item: item), top: top - contentOffset,
              height: row.height))
        }
        top += row.height
      }
    }
    return ScrollAnchoring.Viewport(
      rows: visible, height: height, isAtTop: contentOffset <= 0,
      isAtBottom: contentOffset + height >= top)
  }

  /// Scrolls as `placement` says, within the content, and gives the rows that came into view
  /// their cells.
  ///
  /// - Parameter placement: Where the viewport goes.
  @_spi(Surfaces) public func place(_ placement: ScrollAnchoring.Placement) {
    placements.append(placement)
    switch placement {
    case .top:
      contentOffset = 0
    case .bottom:
      contentOffset = clampedOffset(.infinity)
    case .row(let path, let offset):
      guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.item)
      else {
        return record(.wrongRow(path), "asked to place \(path), which the view does not have")
      }
      let above =
        rows[..<path.section].joined().reduce(0) { $0 + $1.height }
        + rows[path.section][..<path.item].reduce(0) { $0 + $1.height }
      contentOffset = clampedOffset(above - offset)
    }
    refreshRows()
  }
}
