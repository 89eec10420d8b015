// expect: 'collectionView(_:contextMenuConfigurationForItemsAt:point:)' is only available in iOS 16.0 or newer
import UIKit

@MainActor func menu(
  of delegate: any UICollectionViewDelegate, in collectionView: UICollectionView
) -> UIContextMenuConfiguration? {
  delegate.collectionView?(collectionView, contextMenuConfigurationForItemsAt: [], point: .zero)
    ?? nil
}
