// MARK: - UICollectionViewFlowLayout

/// A layout that places items in lines, flowing to the next line when one is full.
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The default item size; 50 × 50 as in UIKit.
  open var itemSize = CGSize(width: 50, height: 50)

  /// The estimated item size; `.zero` (no self-sizing) unless set.
  open var estimatedItemSize: CGSize = .zero

  /// The value of `estimatedItemSize` that asks for self-sizing items (stand-in value:
  /// `CGSize(width: -1, height: -1)`; UIKit's value is not documented).
  public static let automaticSize = CGSize(width: -1, height: -1)

  /// The size of each section's header; `.zero` (no headers) by default. The stand-in scrolls
  /// vertically, so a section has a header when the height is above 0, as in UIKit.
  open var headerReferenceSize: CGSize = .zero

  /// The size of each section's footer; `.zero` (no footers) by default; see
  /// `headerReferenceSize`.
  open var footerReferenceSize: CGSize = .zero

  override var standInSupplementaryKinds: [String] {
    (headerReferenceSize.height > 0 ? [UICollectionView.elementKindSectionHeader] : [])
      + (footerReferenceSize.height > 0 ? [UICollectionView.elementKindSectionFooter] : [])
  }
}
