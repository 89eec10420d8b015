// expect: 'selfSizingInvalidation' is only available in iOS 16.0 or newer
import UIKit

@MainActor func invalidatesOnResize(_ collectionView: UICollectionView) {
  collectionView.selfSizingInvalidation = .enabledIncludingConstraints
}
