// MARK: - UIView + Animation

extension UIView {
  /// Returns a Boolean value indicating whether animations are enabled: `false` inside
  /// ``performWithoutAnimation(_:)``.
  public class var areAnimationsEnabled: Bool { animationsEnabled }

  /// Disables a view transition animation: runs the block at once, with
  /// ``areAnimationsEnabled`` `false` while it runs.
  ///
  /// - Parameter actionsWithoutAnimation: The view transition code that you want to perform
  ///   without animation.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let previous = animationsEnabled
    animationsEnabled = false
    defer { animationsEnabled = previous }
    actionsWithoutAnimation()
  }

  private static var animationsEnabled = true
}
