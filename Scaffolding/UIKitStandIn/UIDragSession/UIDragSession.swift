// MARK: - UIDragSession

/// A drag session, as the app that started it sees it.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UIDragSession is unavailable in tvOS")
#endif
@MainActor public protocol UIDragSession: UIDragDropSession {
  /// Information attached to the session, visible only inside the app that started the drag.
  var localContext: Any? { get set }
}
