// MARK: - UIRefreshControl

/// A control that starts the refreshing of a scroll view's contents when the user pulls the
/// top of the content down.
///
/// When the user pulls, the control shows its progress indicator, `isRefreshing` turns
/// true, and it sends `.valueChanged`; the app refreshes its content and then calls
/// `endRefreshing()`. `beginRefreshing()` shows a refresh the app started itself and sends
/// nothing.
@available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UIRefreshControl is unavailable in tvOS")
#endif
@MainActor open class UIRefreshControl: UIControl {
  /// Whether a refresh is in progress.
  open private(set) var isRefreshing = false

  /// Creates a refresh control.
  public init() {
    super.init(frame: .zero)
  }

  /// Creates a refresh control from an archive; the stand-in decodes nothing.
  ///
  /// - Parameter coder: An archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Shows that the app started a refresh; sends no action.
  open func beginRefreshing() {
    isRefreshing = true
  }

  /// Shows that the refresh ended.
  open func endRefreshing() {
    isRefreshing = false
  }
}

// MARK: - UIRefreshControl + StandIn

@available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable)
#endif
extension UIRefreshControl {
  /// Simulates the user pulling the content down, as one user event: an enabled control
  /// that is not refreshing starts refreshing and sends `.valueChanged`.
  ///
  /// - Returns: Whether the control sent its actions.
  @_spi(StandIn) @discardableResult public func standInPullToRefresh() -> Bool {
    UIKitStandIn.endRunLoopPass()  // a user event is a run-loop pass of its own
    defer { UIKitStandIn.endRunLoopPass() }
    guard isEnabled, !isRefreshing else { return false }
    isRefreshing = true
    sendActions(for: .valueChanged)
    return true
  }
}
