// MARK: - UIScrollViewDelegate

/// The methods that respond to scrolling.
///
/// UIKit's optional requirements are ordinary requirements with defaults that do nothing
/// here; see `UITableViewDataSource` for the dispatch caveat. Table and collection views call
/// them on their `delegate`.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// The content offset changed: by the user, by `contentOffset` or
  /// `setContentOffset(_:animated:)`, or by a scroll to a row or item.
  func scrollViewDidScroll(_ scrollView: UIScrollView)

  /// The user is about to start scrolling the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

  /// The user lifted their finger after dragging the content; `decelerate` is true when the
  /// content keeps moving, and false when it stops at once.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

  /// The content keeps moving after the user lifted their finger; called after
  /// `scrollViewDidEndDragging(_:willDecelerate:)` with `true`.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

  /// The content stopped moving after a deceleration.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Does nothing.
  public func scrollViewDidEndDragging(
    _ scrollView: UIScrollView, willDecelerate decelerate: Bool
  ) {}

  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
