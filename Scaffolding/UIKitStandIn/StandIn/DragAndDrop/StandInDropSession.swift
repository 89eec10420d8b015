#if !UIKIT_STANDIN_TVOS
// MARK: - StandInDropSession

/// The drop session a view's drop delegate sees while a simulated drag is over the view.
@MainActor final class StandInDropSession: NSObject, UIDropSession {
  // MARK: Lifecycle

  /// A drop session for a drag that began in this app.
  init(local dragSession: StandInDragSession) {
    self.dragSession = dragSession
    self.externalItems = []
  }

  /// A drop session for a drag from another app: it has no local drag session and, as such
  /// drags usually do, does not allow moves.
  init(externalItems: [UIDragItem]) {
    self.dragSession = nil
    self.externalItems = externalItems
  }

  // MARK: UIDropSession

  var items: [UIDragItem] { dragSession?.items ?? externalItems }
  var allowsMoveOperation: Bool { dragSession?.allowsMoveOperation ?? false }
  var isRestrictedToDraggingApplication: Bool {
    dragSession?.isRestrictedToDraggingApplication ?? false
  }
  var localDragSession: (any UIDragSession)? { dragSession }

  func location(in view: UIView) -> CGPoint { .zero }

  // MARK: Private

  private let dragSession: StandInDragSession?
  private let externalItems: [UIDragItem]
}
#endif
