#if canImport(UIKit)
internal import UIKit

/// The empty cell a table shows where the data source could not make a cell (the data source
/// has reported why); UIKit requires a cell for every row.
final class PlaceholderTableViewCell: UITableViewCell {
  /// The identifier the placeholder is registered under.
  static let reuseIdentifier = "Tabula.PlaceholderTableViewCell"

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
#endif
