#if canImport(UIKit)
package import Tabula
package import UIKit
package import TabulaExampleModels

// MARK: - Seed004 + FeaturedCountryTableViewCell

extension Seed004 {
  /// A featured country: its name, with its capital below; a second cell class for the same
  /// item type, which the seed's generic coordinator could not mix with the first.
  package final class FeaturedCountryTableViewCell: UITableViewCell, ConfigurableCell {
    // MARK: Lifecycle

    /// Creates a cell with a subtitle, whatever style is asked for.
    ///
    /// - Parameters:
    ///   - style: Ignored: the cell is always `.subtitle`.
    ///   - reuseIdentifier: The identifier the cell is dequeued with.
    package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    /// Creates a cell from an archive.
    ///
    /// - Parameter coder: The archive.
    package required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    // MARK: Internal

    /// Shows a country's name and capital, with a star.
    ///
    /// - Parameters:
    ///   - country: The country.
    ///   - path: The row's position.
    package func configure(with country: Country, at path: ItemPath) {
      textLabel?.text = country.name
      detailTextLabel?.text = country.capital
      imageView?.image = UIImage(systemName: "star.fill")
    }
  }
}
#endif
