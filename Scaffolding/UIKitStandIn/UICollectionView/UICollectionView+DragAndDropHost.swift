#if !UIKIT_STANDIN_TVOS
// MARK: - UICollectionView + DragAndDropHost

extension UICollectionView: DragAndDropHost {
  var hostStartsDrags: Bool { storedDragInteractionEnabled && dragDelegate != nil }

  var hostHasDropDelegate: Bool { dropDelegate != nil }

  func hostItemsForBeginning(_ session: any UIDragSession, at indexPath: IndexPath)
    -> [UIDragItem]
  {
    dragDelegate?.collectionView(self, itemsForBeginning: session, at: indexPath) ?? []
  }

  func hostItemsForAdding(_ session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
    dragDelegate?.collectionView(self, itemsForAddingTo: session, at: indexPath, point: .zero) ?? []
  }

  func hostDragSessionAllowsMove(_ session: any UIDragSession) -> Bool {
    dragDelegate?.collectionView(self, dragSessionAllowsMoveOperation: session) ?? true
  }

  func hostDragSessionIsRestricted(_ session: any UIDragSession) -> Bool {
    dragDelegate?.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session)
      ?? false
  }

  func hostDragSessionWillBegin(_ session: any UIDragSession) {
    dragDelegate?.collectionView(self, dragSessionWillBegin: session)
  }

  func hostDragSessionDidEnd(_ session: any UIDragSession) {
    dragDelegate?.collectionView(self, dragSessionDidEnd: session)
  }

  func hostCanHandle(_ session: any UIDropSession) -> Bool {
    dropDelegate?.collectionView(self, canHandle: session) ?? false
  }

  func hostDropSessionDidEnter(_ session: any UIDropSession) {
    dropDelegate?.collectionView(self, dropSessionDidEnter: session)
  }

  func hostDropSessionDidUpdate(_ session: any UIDropSession, destination: IndexPath?)
    -> UIDropProposal
  {
    dropDelegate?.collectionView(
      self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
      ?? UICollectionViewDropProposal(operation: .cancel, intent: .unspecified)
  }

  func hostDropSessionDidExit(_ session: any UIDropSession) {
    dropDelegate?.collectionView(self, dropSessionDidExit: session)
  }

  func hostDropSessionDidEnd(_ session: any UIDropSession) {
    dropDelegate?.collectionView(self, dropSessionDidEnd: session)
  }

  func hostPerformDrop(_ drop: ActiveDragAndDrop) {
    guard let dropDelegate else { return }
    let proposal =
      drop.proposal as? UICollectionViewDropProposal
      ?? UICollectionViewDropProposal(
        operation: drop.proposal?.operation ?? .copy, intent: .unspecified)
    let coordinator = CollectionViewDropCoordinator(drop: drop, engine: engine, proposal: proposal)
    dropDelegate.collectionView(self, performDropWith: coordinator)
  }
}

// MARK: - CollectionViewDropCoordinator

/// The coordinator a simulated drop hands the drop delegate: `drop(_:toItemAt:)` records where
/// each item goes, after checking the item exists once the delegate's updates are applied.
@MainActor final class CollectionViewDropCoordinator: NSObject, UICollectionViewDropCoordinator {
  init(drop: ActiveDragAndDrop, engine: ListEngine, proposal: UICollectionViewDropProposal) {
    self.drag = drop
    self.engine = engine
    self.proposal = proposal
    self.items = drop.dropItems(currentGeneration: engine.updateGeneration)
  }

  let items: [any UICollectionViewDropItem]
  let proposal: UICollectionViewDropProposal
  var destinationIndexPath: IndexPath? { drag.destination }
  var session: any UIDropSession { drag.dropSession }

  @discardableResult
  func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
    engine.place(dragItem, at: indexPath, in: drag)
    return StandInDragAnimator()
  }

  private let drag: ActiveDragAndDrop
  private let engine: ListEngine
}
#endif
