#if canImport(UIKit)
package import Tabula
package import UIKit
package import TabulaExampleModels

// MARK: - Seed003 + ToggleTableViewCell

extension Seed003 {
  /// Seed 003's toggle cell: a title, checked when the field is on.
  package final class ToggleTableViewCell: UITableViewCell, ConfigurableCell {
    // MARK: Lifecycle

    /// Creates a cell with one label, whatever style is asked for.
    ///
    /// - Parameters:
    ///   - style: Ignored: the cell is always `.default`.
    ///   - reuseIdentifier: The identifier the cell is dequeued with.
    package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Creates a cell from an archive.
    ///
    /// - Parameter coder: The archive.
    package required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    // MARK: Internal

    /// Whether the cell shows its field as on.
    package var isOn: Bool { accessoryType == .checkmark }

    /// Shows a field's title, with a checkmark when it is on.
    ///
    /// - Parameters:
    ///   - field: The field.
    ///   - path: The row's position.
    package func configure(with field: ToggleField, at path: ItemPath) {
      textLabel?.text = field.title
      accessoryType = field.isOn ? .checkmark : .none
    }
  }
}
#endif
