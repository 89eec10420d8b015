#if canImport(UIKit)
internal import UIKit

/// The empty view a collection view shows where the list could not make a supplementary view
/// (the list has reported why); a collection view accepts only dequeued views.
final class PlaceholderSupplementaryView: UICollectionReusableView {
  /// The identifier the placeholder is registered under, for every kind.
  static let reuseIdentifier = "Tabula.PlaceholderSupplementaryView"

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
#endif
