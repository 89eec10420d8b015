@_spi(Surfaces) public import Tabula

/// What a ``CollectionSurface`` asks of the collection view it drives, beyond the calls that
/// update its items: `NSCollectionView` in an app (through TabulaAppKit's adapter), a model of
/// it in tests.
@_spi(AppKitUpdates)
@MainActor
public protocol CollectionViewHosting: CollectionUpdating, ListViewHosting {
  /// The positions of the items selected, in list order (`selectionIndexPaths`).
  var selectedPaths: [ItemPath] { get }
  /// Adds an item to the selection (`selectItems(at:scrollPosition:)`, which tells the
  /// delegate nothing).
  func selectItem(at path: ItemPath)
  /// Removes an item from the selection (`deselectItems(at:)`, which tells the delegate
  /// nothing).
  func deselectItem(at path: ItemPath)
}
