#if !UIKIT_STANDIN_TVOS
// MARK: - DragAndDropHost

/// A view that takes part in simulated drags: `UITableView` or `UICollectionView`, which hand
/// each step to their typed drag and drop delegates.
@MainActor protocol DragAndDropHost: ListEngineHost {
  /// Whether the view starts drags (`dragInteractionEnabled` and a drag delegate).
  var hostStartsDrags: Bool { get }
  /// Whether the view has a drop delegate.
  var hostHasDropDelegate: Bool { get }
  func hostItemsForBeginning(_ session: any UIDragSession, at indexPath: IndexPath)
    -> [UIDragItem]
  func hostItemsForAdding(_ session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
  func hostDragSessionAllowsMove(_ session: any UIDragSession) -> Bool
  func hostDragSessionIsRestricted(_ session: any UIDragSession) -> Bool
  func hostDragSessionWillBegin(_ session: any UIDragSession)
  func hostDragSessionDidEnd(_ session: any UIDragSession)
  func hostCanHandle(_ session: any UIDropSession) -> Bool
  func hostDropSessionDidEnter(_ session: any UIDropSession)
  func hostDropSessionDidUpdate(_ session: any UIDropSession, destination: IndexPath?)
    -> UIDropProposal
  func hostDropSessionDidExit(_ session: any UIDropSession)
  func hostDropSessionDidEnd(_ session: any UIDropSession)
  /// Hands the drop to the drop delegate with a coordinator of the view's kind.
  func hostPerformDrop(_ drop: ActiveDragAndDrop)
}
#endif
