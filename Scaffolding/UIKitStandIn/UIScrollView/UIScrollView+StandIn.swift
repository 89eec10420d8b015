// MARK: - UIScrollView + StandIn

extension UIScrollView {
  /// Simulates the user putting a finger on the content and starting to move it: `isTracking`
  /// and `isDragging` become true and the delegate hears `scrollViewWillBeginDragging(_:)`.
  ///
  /// A touch during a deceleration stops it without `scrollViewDidEndDecelerating(_:)`, as in
  /// UIKit. Each call is a run-loop pass of its own.
  ///
  /// ```swift
  /// tableView.standInBeginDragging()
  /// tableView.standInDrag(toContentOffset: CGPoint(x: 0, y: 300))
  /// tableView.standInEndDragging(willDecelerate: true)
  /// tableView.standInEndDecelerating()
  /// ```
  @_spi(StandIn) public func standInBeginDragging() {
    UIKitStandIn.endRunLoopPass()
    defer { UIKitStandIn.endRunLoopPass() }
    storedIsDecelerating = false
    storedIsTracking = true
    storedIsDragging = true
    scrollViewDelegate?.scrollViewWillBeginDragging(self)
  }

  /// Simulates the user's finger moving the content to `offset`, which may lie beyond the
  /// content (UIKit lets it, and brings it back when the finger lifts): sets `contentOffset`,
  /// so that a table or collection view in a window lays out and the delegate hears
  /// `scrollViewDidScroll(_:)`.
  ///
  /// - Parameter offset: The new content offset.
  /// - Precondition: The user is dragging (`standInBeginDragging()` came first).
  @_spi(StandIn) public func standInDrag(toContentOffset offset: CGPoint) {
    precondition(storedIsDragging, "standInDrag(toContentOffset:) outside a drag")
    UIKitStandIn.endRunLoopPass()
    defer { UIKitStandIn.endRunLoopPass() }
    contentOffset = offset
  }

  /// Simulates the user lifting their finger: `isTracking` and `isDragging` become false, the
  /// delegate hears `scrollViewDidEndDragging(_:willDecelerate:)`, then, when the content
  /// keeps moving, `isDecelerating` becomes true and the delegate hears
  /// `scrollViewWillBeginDecelerating(_:)`.
  ///
  /// An offset beyond the content always decelerates (UIKit's bounce back), so `decelerate`
  /// is true then whatever `willDecelerate` says.
  ///
  /// - Parameter willDecelerate: Whether the content keeps moving (the finger was moving when
  ///   it lifted).
  /// - Precondition: The user is dragging.
  @_spi(StandIn) public func standInEndDragging(willDecelerate: Bool) {
    precondition(storedIsDragging, "standInEndDragging(willDecelerate:) outside a drag")
    UIKitStandIn.endRunLoopPass()
    defer { UIKitStandIn.endRunLoopPass() }
    storedIsTracking = false
    storedIsDragging = false
    let decelerates = willDecelerate || clampedContentOffset(contentOffset) != contentOffset
    scrollViewDelegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    guard decelerates else { return }
    storedIsDecelerating = true
    scrollViewDelegate?.scrollViewWillBeginDecelerating(self)
  }

  /// Simulates the moving content passing `offset` during a deceleration: sets
  /// `contentOffset` (the delegate hears `scrollViewDidScroll(_:)`).
  ///
  /// - Parameter offset: The new content offset.
  /// - Precondition: The content decelerates.
  @_spi(StandIn) public func standInDecelerate(toContentOffset offset: CGPoint) {
    precondition(storedIsDecelerating, "standInDecelerate(toContentOffset:) outside a deceleration")
    UIKitStandIn.endRunLoopPass()
    defer { UIKitStandIn.endRunLoopPass() }
    contentOffset = offset
  }

  /// Simulates the content coming to rest: an offset beyond the content comes back to the
  /// nearest one that shows content (the bounce; the delegate hears `scrollViewDidScroll(_:)`
  /// if it moves), `isDecelerating` becomes false and the delegate hears
  /// `scrollViewDidEndDecelerating(_:)`.
  ///
  /// - Precondition: The content decelerates.
  @_spi(StandIn) public func standInEndDecelerating() {
    precondition(storedIsDecelerating, "standInEndDecelerating() outside a deceleration")
    UIKitStandIn.endRunLoopPass()
    defer { UIKitStandIn.endRunLoopPass() }
    contentOffset = clampedContentOffset(contentOffset)
    storedIsDecelerating = false
    scrollViewDelegate?.scrollViewDidEndDecelerating(self)
  }
}
