// MARK: - UIView + Hierarchy

extension UIView {
  /// Removes the view from its superview's subviews without any notification.
  func detachFromSuperview() {
    guard let parent = storedSuperview else { return }
    parent.storedSubviews.removeAll { $0 === self }
    storedSuperview = nil
  }

  /// Calls `didMoveToWindow()` on the view and its subviews when its window is no longer
  /// `oldWindow`.
  func notifyWindowChangeIfNeeded(from oldWindow: UIWindow?) {
    guard window !== oldWindow else { return }
    notifyWindowChange()
  }

  private func notifyWindowChange() {
    didMoveToWindow()
    for subview in storedSubviews {
      subview.notifyWindowChange()
    }
  }
}
