#if canImport(UIKit) && !os(tvOS)
@_spi(Surfaces) internal import Tabula
package import UIKit

// MARK: - TableViewBridge + DragAndDrop

/// Drag and drop of rows within the table view, across sections: each step is handed to the
/// list through ``ListViewBridge``, which moves the rows itself when they are dropped.
extension TableViewBridge: UITableViewDragDelegate, UITableViewDropDelegate {
  // MARK: UITableViewDragDelegate

  /// The rows a lift drags: the row, or every selected row when it is one of them;
  /// none when the list does not let it move.
  package func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    dragItems(at: indexPath)
  }

  /// The rows of the list mean nothing to other apps.
  package func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool {
    true
  }

  /// The drag ended, dropped or cancelled.
  package func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
    dragDidEnd()
  }

  // MARK: UITableViewDropDelegate

  /// Only drags that began in this app; a drop from another app carries no row of the
  /// list.
  package func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    canHandle(session)
  }

  /// A move where the list's move rule lets the dragged rows land, forbidden elsewhere.
  package func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    let operation = dropOperation(for: session, at: destinationIndexPath)
    return UITableViewDropProposal(
      operation: operation,
      intent: operation == .move ? .insertAtDestinationIndexPath : .unspecified)
  }

  /// Hands the drop to the list, which moves the rows as one undoable step and animates the
  /// result, then animates each item to its row; a refused drop sends them back.
  package func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
  ) {
    performDrop(
      of: coordinator.items.map(\.dragItem), at: coordinator.destinationIndexPath, in: tableView
    ) { item, indexPath in
      coordinator.drop(item, toRowAt: indexPath)
    }
  }
}
#endif
