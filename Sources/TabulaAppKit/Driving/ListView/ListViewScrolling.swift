/// What a ``ListViewSurface`` asks of the scroll view around its table, outline or collection
/// view to keep the user's place across updates (`ScrollAnchoring`): the view and its
/// `NSClipView` in an app, a model that lays rows out in tests. A collection view's rows are
/// its items in list order, numbered across sections.
///
/// Distances are points down from the top of the first row, as the view's flipped coordinates
/// have them, and the visible area is the part of the clip view below its content insets (a
/// toolbar's or a header's).
@_spi(AppKitUpdates)
@MainActor
public protocol ListViewScrolling: AnyObject {
  /// The part of the rows the user can see; `nil` when the view is in no scroll view or
  /// window (the clip view's bounds in the view's coordinates, less the content insets).
  var visibleArea: VerticalSpan? { get }
  /// How far the rows reach: the bottom of the last row, `0` without rows.
  var rowsHeight: Double { get }
  /// The rows that intersect an area, group rows included (`rows(in:)`).
  func rows(in area: VerticalSpan) -> Range<Int>
  /// Where a row is (`rect(ofRow:)`).
  func span(ofRow row: Int) -> VerticalSpan
  /// Scrolls the rows so that the visible area starts `top` points below the first row's top
  /// (the clip view's `scroll(to:)`, then the scroll view's `reflectScrolledClipView(_:)`),
  /// without animation.
  func scrollVisibleArea(toTop top: Double)
  /// Whether the user scrolls the view now (between the scroll view's
  /// `willStartLiveScrollNotification` and `didEndLiveScrollNotification`).
  var isUserScrolling: Bool { get }
}

/// A stretch of a list view from top to bottom: a row's, or the visible area's.
@_spi(AppKitUpdates)
public struct VerticalSpan: Hashable, Sendable {
  /// The top, in points below the first row's top.
  public var top: Double
  /// The height, in points.
  public var height: Double

  /// The bottom, in points below the first row's top.
  public var bottom: Double { top + height }

  /// Creates a span.
  ///
  /// - Parameters:
  ///   - top: The top, in points below the first row's top.
  ///   - height: The height.
  public init(top: Double, height: Double) {
    self.top = top
    self.height = height
  }
}
