// MARK: - UIKitStandIn + Animations

extension UIKitStandIn {
  /// The number of completion handlers waiting for ``runPendingAnimations()``.
  public static var pendingAnimationCount: Int { pendingAnimations.count }

  /// Ends every running animation: calls the queued batch-update completion handlers, oldest
  /// first, including handlers queued by those handlers.
  ///
  /// UIKit calls a batch's completion handler after its animations end, never from inside
  /// `performBatchUpdates(_:completion:)`; the stand-in queues it until this call.
  public static func runPendingAnimations() {
    while !pendingAnimations.isEmpty {
      let next = pendingAnimations.removeFirst()
      next()
    }
  }

  /// Ends the oldest running animation only: calls the oldest queued completion handler, as
  /// when animations started one after another end one at a time.
  ///
  /// - Returns: Whether a handler was waiting.
  @discardableResult
  public static func runOldestPendingAnimation() -> Bool {
    guard !pendingAnimations.isEmpty else { return false }
    let next = pendingAnimations.removeFirst()
    next()
    return true
  }

  /// Queues `work` until ``runPendingAnimations()``.
  static func enqueueAnimationCompletion(_ work: @escaping @MainActor () -> Void) {
    pendingAnimations.append(work)
  }
}
