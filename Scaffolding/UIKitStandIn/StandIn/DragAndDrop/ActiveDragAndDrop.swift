#if !UIKIT_STANDIN_TVOS
// MARK: - ActiveDragAndDrop

/// A drag over a table or collection view, from its lift (or its entry from another app) to
/// its drop or cancellation.
@MainActor final class ActiveDragAndDrop {
  // MARK: Lifecycle

  init(
    dragSession: StandInDragSession?, dropSession: StandInDropSession,
    sourceIndexPaths: [IndexPath?], generation: Int
  ) {
    self.dragSession = dragSession
    self.dropSession = dropSession
    self.sourceIndexPaths = sourceIndexPaths
    self.generation = generation
  }

  // MARK: State

  /// The drag session, when the drag began in this view.
  let dragSession: StandInDragSession?
  let dropSession: StandInDropSession
  /// Where each item was lifted, in the order of the session's items.
  var sourceIndexPaths: [IndexPath?]
  /// The view's `updateGeneration` when the items were lifted.
  let generation: Int
  /// Whether the drop delegate takes part (its `canHandle` was true).
  var tracksDrop = false
  /// The last index path the drag was over.
  var destination: IndexPath?
  /// The drop delegate's last proposal.
  var proposal: UIDropProposal?
  /// The items the drop delegate animated to an index path, in call order.
  var placements: [(item: UIDragItem, indexPath: IndexPath)] = []

  /// The drop items a coordinator hands out: an item lifted from this view keeps its source
  /// index path only while the view has not been updated or reloaded since.
  func dropItems(currentGeneration: Int) -> [StandInDropItem] {
    zip(dropSession.items, sourceIndexPaths).map { item, source in
      StandInDropItem(
        dragItem: item, sourceIndexPath: currentGeneration == generation ? source : nil)
    }
  }
}
#endif
