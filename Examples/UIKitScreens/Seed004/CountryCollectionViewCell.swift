#if canImport(UIKit)
package import Tabula
package import UIKit
package import TabulaExampleModels

// MARK: - Seed004 + CountryCollectionViewCell

extension Seed004 {
  /// The collection view's country cell, made from its class.
  package final class CountryCollectionViewCell: UICollectionViewCell, ConfigurableCell {
    // MARK: Lifecycle

    /// Creates a cell.
    ///
    /// - Parameter frame: The cell's frame.
    package override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(nameLabel)
    }

    /// Creates a cell from an archive.
    ///
    /// - Parameter coder: The archive.
    package required init?(coder: NSCoder) {
      super.init(coder: coder)
      contentView.addSubview(nameLabel)
    }

    // MARK: Internal

    /// The label that shows the country's name.
    package let nameLabel = UILabel()

    /// Shows a country's name.
    ///
    /// - Parameters:
    ///   - country: The country.
    ///   - path: The item's position.
    package func configure(with country: Country, at path: ItemPath) {
      nameLabel.text = country.name
    }
  }
}
#endif
