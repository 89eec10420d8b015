#if canImport(UIKit)
package import Tabula
package import UIKit
package import TabulaExampleModels

// MARK: - Seed003 + LinkTableViewCell

extension Seed003 {
  /// A row that opens another screen: a title, what opens, and a chevron.
  package final class LinkTableViewCell: UITableViewCell, ConfigurableCell {
    // MARK: Lifecycle

    /// Creates a cell with a trailing value label, whatever style is asked for.
    ///
    /// - Parameters:
    ///   - style: Ignored: the cell is always `.value1`.
    ///   - reuseIdentifier: The identifier the cell is dequeued with.
    package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    /// Creates a cell from an archive.
    ///
    /// - Parameter coder: The archive.
    package required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    // MARK: Internal

    /// Shows a link's title and what it opens, with a disclosure indicator.
    ///
    /// - Parameters:
    ///   - field: The link.
    ///   - path: The row's position.
    package func configure(with field: LinkField, at path: ItemPath) {
      textLabel?.text = field.title
      detailTextLabel?.text = field.value
      accessoryType = .disclosureIndicator
    }
  }
}
#endif
