// MARK: - UICollectionView + ElementKind

extension UICollectionView {
  /// The kind of section headers (UIKit: `class let`; the value of
  /// `UICollectionElementKindSectionHeader`).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  /// The kind of section footers (UIKit: `class let`; the value of
  /// `UICollectionElementKindSectionFooter`).
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
