#if canImport(UIKit)
package import Tabula
package import UIKit
package import TabulaExampleModels

// MARK: - Seed003 + TextTableViewCell

extension Seed003 {
  /// Seed 003's text cell: a title, and its value trailing.
  package final class TextTableViewCell: UITableViewCell, ConfigurableCell {
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

    /// Shows a field's title and value.
    ///
    /// - Parameters:
    ///   - field: The field.
    ///   - path: The row's position.
    package func configure(with field: TextField, at path: ItemPath) {
      textLabel?.text = field.title
      detailTextLabel?.text = field.value
    }
  }
}
#endif
