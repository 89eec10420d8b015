#if !UIKIT_STANDIN_TVOS
// MARK: - UITableView + DragAndDropHost

extension UITableView: DragAndDropHost {
  var hostStartsDrags: Bool { storedDragInteractionEnabled && dragDelegate != nil }

  var hostHasDropDelegate: Bool { dropDelegate != nil }

  func hostItemsForBeginning(_ session: any UIDragSession, at indexPath: IndexPath)
    -> [UIDragItem]
  {
    dragDelegate?.tableView(self, itemsForBeginning: session, at: indexPath) ?? []
  }

  func hostItemsForAdding(_ session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
    dragDelegate?.tableView(self, itemsForAddingTo: session, at: indexPath, point: .zero) ?? []
  }

  func hostDragSessionAllowsMove(_ session: any UIDragSession) -> Bool {
    dragDelegate?.tableView(self, dragSessionAllowsMoveOperation: session) ?? true
  }

  func hostDragSessionIsRestricted(_ session: any UIDragSession) -> Bool {
    dragDelegate?.tableView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
  }

  func hostDragSessionWillBegin(_ session: any UIDragSession) {
    dragDelegate?.tableView(self, dragSessionWillBegin: session)
  }

  func hostDragSessionDidEnd(_ session: any UIDragSession) {
    dragDelegate?.tableView(self, dragSessionDidEnd: session)
  }

  func hostCanHandle(_ session: any UIDropSession) -> Bool {
    dropDelegate?.tableView(self, canHandle: session) ?? false
  }

  func hostDropSessionDidEnter(_ session: any UIDropSession) {
    dropDelegate?.tableView(self, dropSessionDidEnter: session)
  }

  func hostDropSessionDidUpdate(_ session: any UIDropSession, destination: IndexPath?)
    -> UIDropProposal
  {
    dropDelegate?.tableView(
      self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
      ?? UITableViewDropProposal(operation: .cancel, intent: .unspecified)
  }

  func hostDropSessionDidExit(_ session: any UIDropSession) {
    dropDelegate?.tableView(self, dropSessionDidExit: session)
  }

  func hostDropSessionDidEnd(_ session: any UIDropSession) {
    dropDelegate?.tableView(self, dropSessionDidEnd: session)
  }

  func hostPerformDrop(_ drop: ActiveDragAndDrop) {
    guard let dropDelegate else { return }
    let proposal =
      drop.proposal as? UITableViewDropProposal
      ?? UITableViewDropProposal(operation: drop.proposal?.operation ?? .copy, intent: .unspecified)
    let coordinator = TableViewDropCoordinator(drop: drop, engine: engine, proposal: proposal)
    dropDelegate.tableView(self, performDropWith: coordinator)
  }
}

// MARK: - TableViewDropCoordinator

/// The coordinator a simulated drop hands the drop delegate: `drop(_:toRowAt:)` records where
/// each item goes, after checking the row exists once the delegate's updates are applied.
@MainActor final class TableViewDropCoordinator: NSObject, UITableViewDropCoordinator {
  init(drop: ActiveDragAndDrop, engine: ListEngine, proposal: UITableViewDropProposal) {
    self.drag = drop
    self.engine = engine
    self.proposal = proposal
    self.items = drop.dropItems(currentGeneration: engine.updateGeneration)
  }

  let items: [any UITableViewDropItem]
  let proposal: UITableViewDropProposal
  var destinationIndexPath: IndexPath? { drag.destination }
  var session: any UIDropSession { drag.dropSession }

  @discardableResult
  func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
    engine.place(dragItem, at: indexPath, in: drag)
    return StandInDragAnimator()
  }

  private let drag: ActiveDragAndDrop
  private let engine: ListEngine
}
#endif
