#if canImport(UIKit)
@_spi(Surfaces) package import Tabula
package import UIKit

/// The `UICollectionViewDataSource` and `UICollectionViewDelegate` of a collection view shown
/// by Tabula: it answers the view from a `ListSurfaceClient` (usually a
/// `ListDataSource`).
///
/// You rarely make one yourself: `ListDataSource(surface: collectionView, ...)` installs one
/// as the view's data source and delegate, and keeps it alive.
///
/// It hands the view's questions and the user's actions to the list: counts and cells (an
/// item the list cannot make a cell for shows an empty, dequeued cell), interactive
/// reordering, and selection.
///
/// Every UIKit method is implemented in the class itself, so UIKit finds it on every
/// platform.
@MainActor
package final class CollectionViewBridge:
  NSObject, UICollectionViewDataSource, UICollectionViewDelegate
{
  /// The list the view shows; held weakly, as UIKit holds its data source.
  package internal(set) weak var source: (any ListSurfaceClient)?

  // MARK: Lifecycle

  /// Makes the go-between of a collection view and a list, and installs it as the view's
  /// data source and delegate.
  ///
  /// The view holds its data source weakly: keep the returned object alive as long as the
  /// view shows the list (`ListDataSource` does this for you).
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - source: The list it shows.
  package init(collectionView: UICollectionView, source: any ListSurfaceClient) {
    self.source = source
    super.init()
    collectionView.register(
      PlaceholderCollectionViewCell.self,
      forCellWithReuseIdentifier: PlaceholderCollectionViewCell.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
  }

  // MARK: UICollectionViewDataSource

  /// The number of sections in the list.
  package func numberOfSections(in collectionView: UICollectionView) -> Int {
    source?.numberOfSections ?? 0
  }

  /// The number of items in a section of the list.
  package func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    source?.numberOfItems(inSectionAt: section) ?? 0
  }

  /// The list's configured cell for an item, or an empty cell if the list could not make
  /// one.
  package func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    if let cell = source?.cell(for: collectionView, at: ItemPath(indexPath))
      as? UICollectionViewCell
    {
      return cell
    }
    return collectionView.dequeueReusableCell(
      withReuseIdentifier: PlaceholderCollectionViewCell.reuseIdentifier, for: indexPath)
  }

  /// Whether the list lets the user move an item.
  package func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    source?.canMoveItem(at: ItemPath(indexPath)) ?? false
  }

  /// Hands a move the view already made to the list, which updates its data without moving
  /// the item again.
  package func collectionView(
    _ collectionView: UICollectionView,
    moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    source?.userDidMoveItem(from: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath))
  }

  // MARK: UICollectionViewDelegate

  /// Deselects the item and hands the selection to the list.
  package func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
    source?.userDidSelectItem(at: ItemPath(indexPath))
  }
}
#endif
