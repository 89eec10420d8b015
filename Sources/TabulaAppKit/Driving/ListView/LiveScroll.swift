/// Whether the user scrolls a list view, and when a scroll of theirs ends, read from the
/// notifications `NSScrollView` posts around the scrolls the user makes (not those the app
/// makes), as Apple's documentation describes them:
///
/// - `willStartLiveScrollNotification`: "at the beginning of user-initiated live scroll
///   tracking (gesture scroll or scroller tracking, for example, thumb dragging)";
/// - `didLiveScrollNotification`: "after changing the clipview bounds origin due to a
///   user-initiated event"; "some user-initiated scrolls (for example, scrolling using legacy
///   mice) are not bracketed by a 'willStart/didEnd' notification pair";
/// - `didEndLiveScrollNotification`: at the end of live scroll tracking.
///
/// So a scroll ends at a `didEnd`, or at once when it moved the view outside a pair: a data
/// source holds its updates back only between a `willStart` and its `didEnd`, and learns of
/// every scroll's end, bracketed or not.
@_spi(AppKitUpdates)
public struct LiveScroll: Equatable, Sendable {
  /// Whether a live scroll runs: between a `willStart` and its `didEnd`.
  public private(set) var isScrolling = false

  /// Creates the state of a view the user does not scroll.
  public init() {}

  /// A live scroll starts (`willStartLiveScrollNotification`).
  public mutating func willStart() {
    isScrolling = true
  }

  /// The user's scroll moved the view (`didLiveScrollNotification`).
  ///
  /// - Returns: Whether a scroll of the user ended with it: one outside a live scroll, which
  ///   no `didEnd` follows.
  public func didScroll() -> Bool {
    !isScrolling
  }

  /// A live scroll ends (`didEndLiveScrollNotification`): a scroll of the user ended, even one
  /// whose start came before the view was watched.
  public mutating func didEnd() {
    isScrolling = false
  }
}
