#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(AppKitUpdates) internal import Tabula

// MARK: - NSView + Vertical spans

/// A list view's stretches as distances down from its top, as ``ListViewScrolling`` has them,
/// and its clip view scrolled to one. A flipped view (a table's, an outline's) measures its
/// rectangles from its top already; one that is not, from its bottom, which is turned here.
extension NSView {
  /// The part of the view its clip view shows, less the clip view's content insets (a
  /// toolbar's or a header's); `nil` in no scroll view or window, or of no height.
  var visibleVerticalSpan: VerticalSpan? {
    guard window != nil, let clipView = enclosingScrollView?.contentView else { return nil }
    let bounds = verticalSpan(of: convert(clipView.bounds, from: clipView))
    let insets = clipView.contentInsets
    let height = bounds.height - Double(insets.top + insets.bottom)
    guard height > 0 else { return nil }
    return VerticalSpan(top: bounds.top + Double(insets.top), height: height)
  }

  /// A rectangle of the view as a span down from its top.
  func verticalSpan(of rect: NSRect) -> VerticalSpan {
    let top = isFlipped ? rect.minY : bounds.height - rect.maxY
    return VerticalSpan(top: Double(top), height: Double(rect.height))
  }

  /// A span down from the view's top as a rectangle of the view, as wide as the view.
  func rect(of span: VerticalSpan) -> NSRect {
    let minY = isFlipped ? span.top : Double(bounds.height) - span.bottom
    return NSRect(
      x: bounds.minX, y: CGFloat(minY), width: bounds.width, height: CGFloat(span.height))
  }

  /// Scrolls the clip view so that the visible part, below its content insets, starts `top`
  /// points below the view's top (`scroll(to:)`, then `reflectScrolledClipView(_:)`), without
  /// animation.
  func scrollClipView(toTop top: Double) {
    guard let scrollView = enclosingScrollView else { return }
    let clipView = scrollView.contentView
    // The clip view's whole bounds, whose origin is the corner it scrolls to.
    let shown = VerticalSpan(
      top: top - Double(clipView.contentInsets.top), height: Double(clipView.bounds.height))
    let origin = clipView.convert(rect(of: shown), from: self).origin
    clipView.scroll(to: NSPoint(x: clipView.bounds.minX, y: origin.y))
    scrollView.reflectScrolledClipView(clipView)
  }
}
#endif
