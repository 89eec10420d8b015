#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(AppKitUpdates) internal import Tabula

// MARK: - ListViewHost + ListViewScrolling

/// The table or outline view's scroll view as the surface keeps the user's place in it: the
/// view is flipped (its rows go down from its top), so a row's `rect(ofRow:)` and the clip
/// view's bounds, converted to the view, are distances down from the first row.
extension ListViewHost: ListViewScrolling {
  var visibleArea: VerticalSpan? { tableView?.visibleVerticalSpan }

  var rowsHeight: Double {
    guard let tableView, tableView.numberOfRows > 0 else { return 0 }
    return Double(tableView.rect(ofRow: tableView.numberOfRows - 1).maxY)
  }

  func rows(in area: VerticalSpan) -> Range<Int> {
    guard let tableView else { return 0..<0 }
    return Range(tableView.rows(in: tableView.rect(of: area))) ?? 0..<0
  }

  func span(ofRow row: Int) -> VerticalSpan {
    guard let tableView else { return VerticalSpan(top: 0, height: 0) }
    return tableView.verticalSpan(of: tableView.rect(ofRow: row))
  }

  func scrollVisibleArea(toTop top: Double) {
    tableView?.scrollClipView(toTop: top)
  }

  var isUserScrolling: Bool { liveScroll.isScrolling }
}
#endif
