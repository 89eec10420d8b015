#if canImport(AppKit) && os(macOS)
internal import AppKit

/// Whether the user scrolls a view's scroll view now: between the scroll view's
/// `willStartLiveScrollNotification` and `didEndLiveScrollNotification`, which AppKit posts
/// around a scroll the user makes (a drag of the scroller, a gesture and its momentum), and
/// not around a scroll the app makes.
@MainActor
final class LiveScrollTracker: NSObject {
  /// Whether a live scroll runs.
  private(set) var isScrolling = false
  /// Called when a live scroll ends.
  var didEnd: (@MainActor () -> Void)?
  private weak var view: NSView?

  init(view: NSView) {
    self.view = view
    super.init()
    // NB: the scroll view may come later than the view; its notifications are told apart by
    // their object. Observers of a selector are removed when they go (macOS 10.11 and later).
    let center = NotificationCenter.default
    center.addObserver(
      self, selector: #selector(liveScrollWillStart(_:)),
      name: NSScrollView.willStartLiveScrollNotification, object: nil)
    center.addObserver(
      self, selector: #selector(liveScrollDidEnd(_:)),
      name: NSScrollView.didEndLiveScrollNotification, object: nil)
  }

  @objc private func liveScrollWillStart(_ notification: Notification) {
    guard isOwn(notification) else { return }
    isScrolling = true
  }

  @objc private func liveScrollDidEnd(_ notification: Notification) {
    guard isOwn(notification) else { return }
    isScrolling = false
    didEnd?()
  }

  private func isOwn(_ notification: Notification) -> Bool {
    guard let scrollView = view?.enclosingScrollView else { return false }
    return (notification.object as? NSScrollView) === scrollView
  }
}
#endif
