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
}
