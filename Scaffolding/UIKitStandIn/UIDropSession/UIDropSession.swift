// MARK: - UIDropSession

/// A drop session, as a view that may receive the drop sees it.
///
/// UIKit's protocol also refines `ProgressReporting` and loads the items' data; the stand-in
/// declares what a drop inside the app uses.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UIDropSession is unavailable in tvOS")
#endif
@MainActor public protocol UIDropSession: UIDragDropSession {
  /// The drag session of the same drag when it started in this app; `nil` for a drag from
  /// another app.
  var localDragSession: (any UIDragSession)? { get }
}
