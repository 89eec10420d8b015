// MARK: - UIDragDropSession

/// What a drag session and a drop session share.
///
/// The stand-in declares the members a drag inside the app uses; `location(in:)` is the
/// origin of the view, as the stand-in has no touches.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UIDragDropSession is unavailable in tvOS")
#endif
@MainActor public protocol UIDragDropSession: NSObjectProtocol {
  /// The items being dragged, in the order a drop places them.
  var items: [UIDragItem] { get }

  /// Where the drag is, in the coordinates of `view`.
  func location(in view: UIView) -> CGPoint

  /// Whether a drop may move the items rather than copy them.
  var allowsMoveOperation: Bool { get }

  /// Whether the drag stays inside the app that started it.
  var isRestrictedToDraggingApplication: Bool { get }
}
