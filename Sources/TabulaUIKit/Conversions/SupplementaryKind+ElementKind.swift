#if canImport(UIKit)
@_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - SupplementaryKind + ElementKind

extension SupplementaryKind {
  /// The kind a collection view's element kind names: `.header` and `.footer` for the
  /// section header and footer kinds, the kind of that name for any other.
  ///
  /// - Parameter elementKind: A collection view's element kind.
  @MainActor
  init(elementKind: String) {
    switch elementKind {
    case UICollectionView.elementKindSectionHeader: self = .header
    case UICollectionView.elementKindSectionFooter: self = .footer
    default: self.init(rawValue: elementKind)
    }
  }

  /// The collection view's element kind for this kind.
  @MainActor
  var elementKind: String {
    switch self {
    case .header: UICollectionView.elementKindSectionHeader
    case .footer: UICollectionView.elementKindSectionFooter
    default: rawValue
    }
  }
}
#endif
