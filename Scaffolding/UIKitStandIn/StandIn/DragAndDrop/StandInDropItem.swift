#if !UIKIT_STANDIN_TVOS
// MARK: - StandInDropItem

/// One item of a simulated drop, for a table's or a collection view's coordinator.
@MainActor final class StandInDropItem: NSObject, UITableViewDropItem, UICollectionViewDropItem {
  init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
    self.dragItem = dragItem
    self.sourceIndexPath = sourceIndexPath
  }

  let dragItem: UIDragItem
  let sourceIndexPath: IndexPath?
  var previewSize: CGSize { .zero }
}

// MARK: - StandInDragAnimator

/// What a drop coordinator returns: the stand-in has no animations and runs added ones at
/// once.
@MainActor final class StandInDragAnimator: NSObject, UIDragAnimating {
  func addAnimations(_ animations: @escaping () -> Void) {
    animations()
  }
}
#endif
