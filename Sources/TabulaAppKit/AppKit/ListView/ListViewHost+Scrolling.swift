#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(AppKitUpdates) internal import Tabula

// MARK: - ListViewHost + ListViewScrolling

/// The table or outline view's scroll view as the surface keeps the user's place in it: the
/// view is flipped (its rows go down from its top), so a row's `rect(ofRow:)` and the clip
/// view's bounds, converted to the view, are distances down from the first row.
extension ListViewHost: ListViewScrolling {
  var visibleArea: VerticalSpan? {
    guard let tableView, tableView.window != nil,
      let clipView = tableView.enclosingScrollView?
        .contentView
    else { return nil }
    let bounds = tableView.convert(clipView.bounds, from: clipView)
    let insets = clipView.contentInsets
    let height = bounds.height - insets.top - insets.bottom
    guard height > 0 else { return nil }
    return VerticalSpan(top: Double(bounds.minY + insets.top), height: Double(height))
  }

  var rowsHeight: Double {
    guard let tableView, tableView.numberOfRows > 0 else { return 0 }
    return Double(tableView.rect(ofRow: tableView.numberOfRows - 1).maxY)
  }

  func rows(in area: VerticalSpan) -> Range<Int> {
    guard let tableView else { return 0..<0 }
    let rect = NSRect(
      x: tableView.bounds.minX, y: CGFloat(area.top), width: tableView.bounds.width,
      height: CGFloat(area.height))
    return Range(tableView.rows(in: rect)) ?? 0..<0
  }

  func span(ofRow row: Int) -> VerticalSpan {
    guard let rect = tableView?.rect(ofRow: row) else { return VerticalSpan(top: 0, height: 0) }
    return VerticalSpan(top: Double(rect.minY), height: Double(rect.height))
  }

  func scrollVisibleArea(toTop top: Double) {
    guard let tableView, let scrollView = tableView.enclosingScrollView else { return }
    let clipView = scrollView.contentView
    let origin = clipView.convert(
      NSPoint(x: 0, y: CGFloat(top) - clipView.contentInsets.top), from: tableView)
    clipView.scroll(to: NSPoint(x: clipView.bounds.minX, y: origin.y))
    scrollView.reflectScrolledClipView(clipView)
  }

  var isUserScrolling: Bool { liveScroll.isScrolling }
}
#endif
