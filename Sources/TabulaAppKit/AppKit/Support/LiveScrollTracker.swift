#if canImport(AppKit) && os(macOS)
internal import AppKit

/// Whether the user scrolls a view's scroll view now, and when a scroll of theirs ends, from
/// the scroll view's live-scroll notifications (``LiveScroll``).
@MainActor
final class LiveScrollTracker: NSObject {
  /// Whether a live scroll runs.
  var isScrolling: Bool { state.isScrolling }
  /// Called when a scroll of the user ends.
  var didEnd: (@MainActor () -> Void)?
  private var state = LiveScroll()
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
      self, selector: #selector(didLiveScroll(_:)),
      name: NSScrollView.didLiveScrollNotification, object: nil)
    center.addObserver(
      self, selector: #selector(liveScrollDidEnd(_:)),
      name: NSScrollView.didEndLiveScrollNotification, object: nil)
  }

  @objc private func liveScrollWillStart(_ notification: Notification) {
    guard isOwn(notification) else { return }
    state.willStart()
  }

  @objc private func didLiveScroll(_ notification: Notification) {
    guard isOwn(notification), state.didScroll() else { return }
    didEnd?()
  }

  @objc private func liveScrollDidEnd(_ notification: Notification) {
    guard isOwn(notification) else { return }
    state.didEnd()
    didEnd?()
  }

  private func isOwn(_ notification: Notification) -> Bool {
    guard let scrollView = view?.enclosingScrollView else { return false }
    return (notification.object as? NSScrollView) === scrollView
  }
}
#endif
