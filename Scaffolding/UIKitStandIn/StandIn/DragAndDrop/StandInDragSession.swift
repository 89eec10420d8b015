#if !UIKIT_STANDIN_TVOS
// MARK: - StandInDragSession

/// The drag session a simulated drag from a table or collection view hands its delegates.
@MainActor final class StandInDragSession: NSObject, UIDragSession {
  var items: [UIDragItem] = []
  var allowsMoveOperation = true
  var isRestrictedToDraggingApplication = false
  var localContext: Any?

  /// The stand-in has no touches: the drag is at the view's origin.
  func location(in view: UIView) -> CGPoint { .zero }
}
#endif
