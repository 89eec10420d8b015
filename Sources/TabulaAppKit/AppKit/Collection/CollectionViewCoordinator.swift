#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(Surfaces) @_spi(AppKitUpdates) internal import Tabula

/// The collection view's data source and delegate: each answer is the
/// ``CollectionSurface``'s, in AppKit's types.
@MainActor
final class CollectionViewCoordinator: NSObject, NSCollectionViewDataSource,
  NSCollectionViewDelegate
{
  let surface: CollectionSurface
  /// The kinds of supplementary view registered with the view, so that each is registered once.
  private var registeredKinds = Set<NSCollectionView.SupplementaryElementKind>()

  init(surface: CollectionSurface) {
    self.surface = surface
  }

  func numberOfSections(in collectionView: NSCollectionView) -> Int {
    surface.numberOfSections
  }

  func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    surface.numberOfItems(inSection: section)
  }

  func collectionView(
    _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
  ) -> NSCollectionViewItem {
    surface.itemView(at: ItemPath(indexPath)) as? NSCollectionViewItem ?? NSCollectionViewItem()
  }

  func collectionView(
    _ collectionView: NSCollectionView,
    viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
    at indexPath: IndexPath
  ) -> NSView {
    let title =
      kind == NSCollectionView.elementKindSectionHeader
      ? surface.headerTitle(inSection: indexPath.section) : nil
    if registeredKinds.insert(kind).inserted {
      CollectionHeaderView.register(with: collectionView, kind: kind)
    }
    return CollectionHeaderView.make(in: collectionView, kind: kind, at: indexPath, title: title)
  }

  func collectionView(
    _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
  ) -> Set<IndexPath> {
    Set(surface.selectablePaths(indexPaths.map(ItemPath.init)).map(IndexPath.init))
  }

  func collectionView(
    _ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>
  ) {
    surface.viewSelectionDidChange()
  }

  func collectionView(
    _ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>
  ) {
    surface.viewSelectionDidChange()
  }

  func collectionView(
    _ collectionView: NSCollectionView, willDisplay item: NSCollectionViewItem,
    forRepresentedObjectAt indexPath: IndexPath
  ) {
    surface.willDisplayItem(at: ItemPath(indexPath))
  }
}
#endif
