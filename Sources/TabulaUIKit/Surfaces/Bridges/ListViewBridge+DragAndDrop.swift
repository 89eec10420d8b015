#if canImport(UIKit) && !os(tvOS)
@_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - ListViewBridge + DragAndDrop

/// Drag and drop, as a table and a collection view share it: the list decides what may be
/// dragged and where it may land, and moves the rows itself when they are dropped.
extension ListViewBridge {
  /// The items of a drag lifted at an item: one per row the list lets the user drag (the
  /// row, or every selected row when it is one of them), or none when it may not move. Each
  /// item's `localObject` is the index path of its row.
  ///
  /// - Parameter indexPath: The lifted item.
  /// - Returns: The drag items; empty starts no drag.
  func dragItems(at indexPath: IndexPath) -> [UIDragItem] {
    let paths = (source?.itemsToDrag(at: ItemPath(indexPath)) ?? []).map(IndexPath.init)
    draggedIndexPaths = paths
    return paths.map { path in
      let item = UIDragItem(itemProvider: NSItemProvider())
      item.localObject = path
      return item
    }
  }

  /// Whether the view takes part in a drop: only drags that began in this app, whose rows
  /// the list can place; a drag from another app carries no row of the list.
  ///
  /// - Parameter session: The drop session.
  /// - Returns: `true` for a drag from this app.
  func canHandle(_ session: any UIDropSession) -> Bool {
    session.localDragSession != nil
  }

  /// Whether a drop at an index path would move the dragged rows, as the list's move rule
  /// says: `.move` where they may land, `.forbidden` elsewhere and over empty space.
  ///
  /// - Parameters:
  ///   - session: The drop session.
  ///   - destinationIndexPath: Where the drag is, as the view shows its rows.
  /// - Returns: `.move` or `.forbidden`.
  func dropOperation(for session: any UIDropSession, at destinationIndexPath: IndexPath?)
    -> UIDropOperation
  {
    guard session.localDragSession != nil, let destinationIndexPath,
      source?.proposedDrop(at: listDestination(for: destinationIndexPath)) != nil
    else { return .forbidden }
    return .move
  }

  /// Hands a drop to the list, which moves the rows as one undoable step and animates the
  /// result; then animates each item to the row it landed on. A refused drop (the list
  /// reports why) places no item, so every item goes back to its row.
  ///
  /// - Parameters:
  ///   - items: The dropped items, in order.
  ///   - destinationIndexPath: Where the user dropped, as the view showed its rows.
  ///   - view: The view, to check that each landed row exists.
  ///   - place: Animates an item to a row: the coordinator's `drop(_:toRowAt:)` or
  ///     `drop(_:toItemAt:)`.
  func performDrop(
    of items: [UIDragItem], at destinationIndexPath: IndexPath?, in view: some ListView,
    place: (UIDragItem, IndexPath) -> Void
  ) {
    guard let destinationIndexPath,
      let landed = source?.userDidDrop(at: listDestination(for: destinationIndexPath))
    else { return }
    for (offset, item) in items.enumerated() {
      let path = IndexPath(item: landed.item + offset, section: landed.section)
      // The list may show its provider's answer later (an asynchronous provider): an item
      // whose row is not there yet goes back instead.
      if view.containsItem(at: path) {
        place(item, path)
      }
    }
  }

  /// The drag ended, dropped or cancelled.
  func dragDidEnd() {
    draggedIndexPaths = []
    source?.userDidEndDrag()
  }

  // MARK: Private

  /// A destination as the list counts it: once the dragged rows are taken out. UIKit counts
  /// the rows it shows, the dragged ones included (the end of a section is its row count).
  private func listDestination(for indexPath: IndexPath) -> ItemPath {
    let above = draggedIndexPaths.count {
      $0.section == indexPath.section && $0.item < indexPath.item
    }
    return ItemPath(section: indexPath.section, item: indexPath.item - above)
  }
}
#endif
