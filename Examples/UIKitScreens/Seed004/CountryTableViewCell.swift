#if canImport(UIKit)
package import Tabula
package import UIKit
package import TabulaExampleModels

// MARK: - Seed004 + CountryTableViewCell

extension Seed004 {
  /// The seed's `CountryTableViewCell`, loaded from the nib of the same name.
  ///
  /// The seed connects `countryNameLabel` as an `@IBOutlet`; here the cell makes the label
  /// itself, in both initializers, so that the nib only has to name the class and the reuse
  /// identifier (and the code builds where there are no outlets).
  package final class CountryTableViewCell: UITableViewCell, ConfigurableCell {
    // MARK: Lifecycle

    /// Creates a cell in code.
    ///
    /// - Parameters:
    ///   - style: The cell's style.
    ///   - reuseIdentifier: The identifier the cell is dequeued with.
    package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(countryNameLabel)
    }

    /// Creates the cell of the nib.
    ///
    /// - Parameter coder: The nib's archive.
    package required init?(coder: NSCoder) {
      super.init(coder: coder)
      contentView.addSubview(countryNameLabel)
    }

    // MARK: Internal

    /// The identifier the nib gives its cell, as in the seed.
    package nonisolated static var reuseIdentifier: String { "CountryTableViewCell" }

    /// The label that shows the country's name.
    package let countryNameLabel = UILabel()

    /// Shows a country's name.
    ///
    /// - Parameters:
    ///   - country: The country.
    ///   - path: The row's position.
    package func configure(with country: Country, at path: ItemPath) {
      countryNameLabel.text = country.name
    }
  }
}
#endif
