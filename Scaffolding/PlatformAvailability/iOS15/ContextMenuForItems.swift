// expect: no exact matches in call to instance method 'collectionView'
import UIKit

@MainActor func menu(
  of delegate: any UICollectionViewDelegate, in collectionView: UICollectionView
) -> UIContextMenuConfiguration? {
  delegate.collectionView(collectionView, contextMenuConfigurationForItemsAt: [], point: .zero)
}
