#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(Surfaces) @_spi(AppKitUpdates) internal import Tabula

/// An `NSCollectionView` as a ``CollectionSurface`` drives it: each call forwarded, positions
/// as index paths, items made from the registrations' classes or nibs.
@MainActor
final class CollectionViewHost: CollectionViewHosting {
  weak var collectionView: NSCollectionView?
  /// Whether the user scrolls the view now.
  let liveScroll: LiveScrollTracker

  init(collectionView: NSCollectionView) {
    self.collectionView = collectionView
    liveScroll = LiveScrollTracker(view: collectionView)
  }

  // MARK: Items

  func registerCellView(_ registration: AnyCellRegistration) {
    let identifier = NSUserInterfaceItemIdentifier(registration.reuseIdentifier)
    if let nibName = registration.nibName {
      let nib = NSNib(nibNamed: nibName, bundle: Bundle(for: registration.cellClass))
      collectionView?.register(nib, forItemWithIdentifier: identifier)
    } else {
      collectionView?.register(registration.cellClass, forItemWithIdentifier: identifier)
    }
  }

  func makeCellView(reuseIdentifier: String, for path: ItemPath) -> AnyObject {
    guard let collectionView else { return NSCollectionViewItem() }
    return collectionView.makeItem(
      withIdentifier: NSUserInterfaceItemIdentifier(reuseIdentifier), for: IndexPath(path))
  }

  // MARK: Updates

  func performBatchUpdates(_ updates: () -> Void) {
    guard let collectionView else { return updates() }
    collectionView.performBatchUpdates(updates, completionHandler: nil)
  }

  func deleteSections(_ sections: [Int]) {
    collectionView?.deleteSections(IndexSet(sections))
  }

  func insertSections(_ sections: [Int]) {
    collectionView?.insertSections(IndexSet(sections))
  }

  func moveSection(_ section: Int, toSection newSection: Int) {
    collectionView?.moveSection(section, toSection: newSection)
  }

  func deleteItems(at paths: [ItemPath]) {
    collectionView?.deleteItems(at: Set(paths.map(IndexPath.init)))
  }

  func insertItems(at paths: [ItemPath]) {
    collectionView?.insertItems(at: Set(paths.map(IndexPath.init)))
  }

  func moveItem(at path: ItemPath, to newPath: ItemPath) {
    collectionView?.moveItem(at: IndexPath(path), to: IndexPath(newPath))
  }

  /// Reloads the item if it shows: `NSCollectionView` has no call that configures an item in
  /// place, and an item that does not show is configured when it next does.
  func reconfigureItem(at path: ItemPath) {
    let indexPath = IndexPath(path)
    guard let collectionView, collectionView.indexPathsForVisibleItems().contains(indexPath)
    else { return }
    collectionView.reloadItems(at: [indexPath])
  }

  func reloadData() { collectionView?.reloadData() }

  // MARK: Selection

  var selectedPaths: [ItemPath] {
    (collectionView?.selectionIndexPaths ?? []).map(ItemPath.init).sorted()
  }

  func selectItem(at path: ItemPath) {
    collectionView?.selectItems(at: [IndexPath(path)], scrollPosition: [])
  }

  func deselectItem(at path: ItemPath) {
    collectionView?.deselectItems(at: [IndexPath(path)])
  }
}
#endif
