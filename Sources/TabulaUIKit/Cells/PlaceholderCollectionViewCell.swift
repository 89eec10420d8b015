#if canImport(UIKit)
internal import UIKit

/// The empty cell a collection view shows where the data source could not make a cell (the
/// data source has reported why); a collection view accepts only dequeued cells.
final class PlaceholderCollectionViewCell: UICollectionViewCell {
  /// The identifier the placeholder is registered under.
  static let reuseIdentifier = "Tabula.PlaceholderCollectionViewCell"

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
#endif
