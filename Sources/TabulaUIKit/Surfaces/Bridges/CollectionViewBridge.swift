#if canImport(UIKit)
@_spi(Surfaces) internal import Tabula
package import UIKit

/// The `UICollectionViewDataSource` and `UICollectionViewDelegate` of a collection view shown
/// by Tabula: each UIKit method hands the question or the user's action to the list through
/// ``ListViewBridge``.
@MainActor
package final class CollectionViewBridge:
  ListViewBridge, UICollectionViewDataSource, UICollectionViewDelegate,
  UICollectionViewDataSourcePrefetching
{
  // MARK: UICollectionViewDataSource

  /// The number of sections in the list.
  package func numberOfSections(in collectionView: UICollectionView) -> Int {
    updateSelectionSettings(of: collectionView)
    return numberOfSections
  }

  /// The number of items in a section of the list.
  package func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    numberOfItems(inSection: section)
  }

  /// The list's configured cell for an item, or an empty cell if the list could not make
  /// one.
  package func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    cell(in: collectionView, at: indexPath)
  }

  /// The list's configured header, footer or other supplementary view for a section, or an
  /// empty view if the list could not make one (the list has reported why).
  package func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = source?.supplementaryView(
      ofKind: SupplementaryKind(elementKind: kind), for: collectionView,
      inSection: indexPath.section)
    if let view = view as? UICollectionReusableView {
      return view
    }
    collectionView.register(
      PlaceholderSupplementaryView.self, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: PlaceholderSupplementaryView.reuseIdentifier)
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: PlaceholderSupplementaryView.reuseIdentifier,
      for: indexPath)
  }

  /// Whether the list lets the user move an item.
  package func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    canMoveItem(at: indexPath)
  }

  /// Hands a move the view already made to the list.
  package func collectionView(
    _ collectionView: UICollectionView,
    moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moveItem(at: sourceIndexPath, to: destinationIndexPath)
  }

  // MARK: UICollectionViewDataSourcePrefetching

  /// Tells the list which items the view is likely to show soon.
  package func collectionView(
    _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
  ) {
    prefetchItems(at: indexPaths)
  }

  /// Tells the list which items the view no longer expects to show soon.
  package func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    cancelPrefetchingItems(at: indexPaths)
  }

  // MARK: UICollectionViewDelegate

  /// Tells the list the item is about to show.
  package func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    willDisplayItem(at: indexPath)
  }

  /// Hands the selection to the list, deselecting the item again unless the list keeps
  /// selections or the user selects several items in editing mode.
  package func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    selectItem(in: collectionView, at: indexPath)
  }

  /// Hands the deselection to the list.
  package func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    deselectItem(in: collectionView, at: indexPath)
  }

  /// Where an item the user moves may go, as the list's move rule says.
  package func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    targetIndexPathForMove(from: originalIndexPath, to: proposedIndexPath)
  }

  #if !os(tvOS)
  /// The menu of the list's commands for an item (iOS 15).
  package func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    contextMenu(at: indexPath)
  }

  /// The menu of the list's commands for one item; none for several at once, unless a hosted
  /// list makes menus for several (iOS 16).
  @available(iOS 16.0, *)
  package func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    if let contextMenuForItems { return contextMenuForItems(indexPaths) }
    guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
    return contextMenu(at: indexPath)
  }

  /// Whether a two-finger pan may select items: when the list allows multiple selection.
  package func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    allowsMultipleSelection
  }

  /// The two-finger pan turned multiple selection on.
  package func collectionView(
    _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {
    multipleSelectionDidBegin?()
  }
  #endif

  // MARK: UIScrollViewDelegate

  /// The list scrolled: its content offset changed.
  package func scrollViewDidScroll(_ scrollView: UIScrollView) {
    didScroll?()
  }

  /// The user lifted their finger: without deceleration, the scroll ended.
  package func scrollViewDidEndDragging(
    _ scrollView: UIScrollView, willDecelerate decelerate: Bool
  ) {
    if !decelerate { scrollingDidEnd() }
  }

  /// The list stopped moving after a drag: the scroll ended.
  package func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    scrollingDidEnd()
  }
}
#endif
