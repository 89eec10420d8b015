// expect: 'collectionView(_:contextMenuConfigurationForItemAt:point:)' is deprecated
import UIKit

@MainActor func menu(
  of delegate: any UICollectionViewDelegate, in collectionView: UICollectionView,
  at indexPath: IndexPath
) -> UIContextMenuConfiguration? {
  delegate.collectionView(
    collectionView, contextMenuConfigurationForItemAt: indexPath, point: .zero)
}
