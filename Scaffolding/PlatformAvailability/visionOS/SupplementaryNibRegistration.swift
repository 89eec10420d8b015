// expect: 'register(_:forSupplementaryViewOfKind:withReuseIdentifier:)' is deprecated
import UIKit

@MainActor func registerHeaderNib(_ collectionView: UICollectionView, nib: UINib?) {
  collectionView.register(
    nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "Header")
}
