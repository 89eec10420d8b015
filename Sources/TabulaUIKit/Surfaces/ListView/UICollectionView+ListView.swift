#if canImport(UIKit)
@_spi(Surfaces) internal import Tabula
public import UIKit

// MARK: - UICollectionView + ListView

extension UICollectionView: ListView {
  static var placeholder: (cellClass: UICollectionViewCell.Type, reuseIdentifier: String) {
    (PlaceholderCollectionViewCell.self, PlaceholderCollectionViewCell.reuseIdentifier)
  }

  var installedBridge: ListViewBridge? { dataSource as? CollectionViewBridge }

  func installBridge(to client: any ListSurfaceClient) -> ListViewBridge {
    let bridge = CollectionViewBridge(source: client)
    dataSource = bridge
    delegate = bridge
    prefetchDataSource = bridge
    #if !os(tvOS)
    dragDelegate = bridge
    dropDelegate = bridge
    dragInteractionEnabled = true
    #endif
    bridge.updateSelectionSettings(of: self)
    return bridge
  }

  func register(cellClass: AnyClass, forReuseIdentifier identifier: String) {
    register(cellClass, forCellWithReuseIdentifier: identifier)
  }

  func register(cellNib nib: UINib, forReuseIdentifier identifier: String) {
    register(nib, forCellWithReuseIdentifier: identifier)
  }

  func reusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
  }

  func selectViewItem(at indexPath: IndexPath) {
    selectItem(at: indexPath, animated: false, scrollPosition: [])
  }

  var selectedIndexPaths: [IndexPath] { indexPathsForSelectedItems ?? [] }

  func performViewBatchUpdates(
    _ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void
  ) {
    performBatchUpdates(updates, completion: completion)
  }

  var visibleItemIndexPaths: [IndexPath] { indexPathsForVisibleItems }

  func indexPath(ofVisible cell: UICollectionViewCell) -> IndexPath? {
    indexPath(for: cell)
  }

  func showOutlineRow(
    _ row: SurfaceOutlineRow?, on cell: UICollectionViewCell,
    toggle: @escaping @MainActor () -> Void
  ) {
    cell.showOutlineRow(row, toggle: toggle)
  }

  func containsItem(at indexPath: IndexPath) -> Bool {
    indexPath.section < numberOfSections
      && indexPath.item < numberOfItems(inSection: indexPath.section)
  }

  func frameOfItem(at indexPath: IndexPath) -> CGRect? {
    layoutAttributesForItem(at: indexPath)?.frame
  }
}

// MARK: - UICollectionView + BatchReceiver

extension UICollectionView: BatchReceiver {}
#endif
