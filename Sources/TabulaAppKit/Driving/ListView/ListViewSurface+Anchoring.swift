@_spi(Surfaces) public import Tabula

// MARK: - ListViewSurface + Anchoring

extension ListViewSurface {
  /// The item rows the visible area shows, each with its top relative to the area's top, and
  /// whether the area is at either end of the rows; `nil` without a scroll view, or with a
  /// visible area of no height. Group rows are left out: an anchor is an item.
  ///
  /// - Complexity: O(*v*) row lookups for *v* visible rows.
  public var scrollViewport: ScrollAnchoring.Viewport? {
    guard let scroller, let area = scroller.visibleArea, area.height > 0 else { return nil }
    var rows: [ScrollAnchoring.Viewport.Row] = []
    for row in scroller.rows(in: area) {
      guard let path = itemPath(ofShownRow: row) else { continue }
      let span = scroller.span(ofRow: row)
      rows.append(.init(path: path, top: span.top - area.top, height: span.height))
    }
    let highest = Self.highestTop(of: area, over: scroller.rowsHeight)
    return ScrollAnchoring.Viewport(
      rows: rows, height: area.height, isAtTop: area.top <= Self.edgeTolerance,
      isAtBottom: area.top >= highest - Self.edgeTolerance)
  }

  /// Whether the user scrolls the view: a data source that keeps the user's place holds its
  /// updates back until ``userDidEndScrolling()``.
  public var isUserScrolling: Bool { scroller?.isUserScrolling ?? false }

  /// Scrolls the visible area where the placement says, within the rows: to the top, to the
  /// bottom, or so that a row's top is a distance below the area's top. A row that does not
  /// show leaves the view where it is.
  ///
  /// - Parameter placement: Where the visible area goes, in the positions shown now.
  public func place(_ placement: ScrollAnchoring.Placement) {
    guard let scroller, let area = scroller.visibleArea else { return }
    let highest = Self.highestTop(of: area, over: scroller.rowsHeight)
    let wanted: Double
    switch placement {
    case .top:
      wanted = 0
    case .bottom:
      wanted = highest
    case .row(let path, let offset):
      guard let row = shownRow(of: path) else { return }
      wanted = scroller.span(ofRow: row).top - offset
    }
    let top = min(max(wanted, 0), highest)
    if top != area.top { scroller.scrollVisibleArea(toTop: top) }
  }

  /// The user stopped scrolling (the scroll view's `didEndLiveScrollNotification`): updates
  /// held back while they scrolled are applied, then ``didEndUserScrolling`` runs.
  public func userDidEndScrolling() {
    client?.userDidEndScrolling()
    didEndUserScrolling?()
  }

  // MARK: Private

  /// Half a point: a visible area closer than this to an end of the rows is at that end.
  private static var edgeTolerance: Double { 0.5 }

  /// The lowest the visible area's top can go: where its bottom meets the last row's, or the
  /// top when the rows are shorter than the area.
  private static func highestTop(of area: VerticalSpan, over rowsHeight: Double) -> Double {
    max(0, rowsHeight - area.height)
  }
}
