#if canImport(UIKit) && !os(tvOS)
@_spi(Surfaces) internal import Tabula
package import UIKit

// MARK: - CollectionViewBridge + DragAndDrop

/// Drag and drop of items within the collection view, across sections: each step is handed to the
/// list through ``ListViewBridge``, which moves the items itself when they are dropped.
extension CollectionViewBridge: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
  // MARK: UICollectionViewDragDelegate

  /// The items a lift drags: the item, or every selected item when it is one of them;
  /// none when the list does not let it move.
  package func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    dragItems(at: indexPath)
  }

  /// The items of the list mean nothing to other apps.
  package func collectionView(
    _ collectionView: UICollectionView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool {
    true
  }

  /// The drag ended, dropped or cancelled.
  package func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession
  ) {
    dragDidEnd()
  }

  // MARK: UICollectionViewDropDelegate

  /// Only drags that began in this app; a drop from another app carries no item of the
  /// list.
  package func collectionView(
    _ collectionView: UICollectionView, canHandle session: any UIDropSession
  ) -> Bool {
    canHandle(session)
  }

  /// A move where the list's move rule lets the dragged items land, forbidden elsewhere.
  package func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    let operation = dropOperation(for: session, at: destinationIndexPath)
    return UICollectionViewDropProposal(
      operation: operation,
      intent: operation == .move ? .insertAtDestinationIndexPath : .unspecified)
  }

  /// Hands the drop to the list, which moves the items as one undoable step and animates the
  /// result, then animates each item to its item; a refused drop sends them back.
  package func collectionView(
    _ collectionView: UICollectionView,
    performDropWith coordinator: any UICollectionViewDropCoordinator
  ) {
    performDrop(
      of: coordinator.items.map(\.dragItem), at: coordinator.destinationIndexPath,
      in: collectionView
    ) { item, indexPath in
      coordinator.drop(item, toItemAt: indexPath)
    }
  }
}
#endif
