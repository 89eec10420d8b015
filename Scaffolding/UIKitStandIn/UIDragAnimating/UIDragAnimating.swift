// MARK: - UIDragAnimating

/// Adds animations alongside a drag or drop animation.
///
/// UIKit's protocol also adds completion handlers (`addCompletion(_:)`, which takes a
/// `UIViewAnimatingPosition`); the stand-in has no animations and declares the one method.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UIDragAnimating is unavailable in tvOS")
#endif
@MainActor public protocol UIDragAnimating: NSObjectProtocol {
  /// Adds animations to run alongside the system's; the stand-in runs them at once.
  func addAnimations(_ animations: @escaping () -> Void)
}
