#if canImport(UIKit)
public import Tabula
public import UIKit

// MARK: - ListConfiguration + UIKit

extension ListConfiguration {
  /// The registration of the standard cell this configuration describes: a
  /// ``StandardTableViewCell`` of the configuration's cell style, showing what
  /// `configureCell` fills in.
  public var tableCellRegistration: CellRegistration<StandardTableViewCell, Item> {
    let configuration = self
    let cellClass = StandardTableViewCell.cellClass(for: cellStyle)
    return CellRegistration(
      reuseIdentifier: CellReuseIdentifier.default(for: cellClass), cellClass: cellClass
    ) { cell, _, item in
      cell.show(configuration.content(for: item))
    }
  }

  /// Sets a table's row heights: self-sizing with an estimate, or fixed.
  ///
  /// - Parameter tableView: The table.
  @MainActor
  public func applyRowHeight(to tableView: UITableView) {
    switch rowHeight {
    case .fixed(let height):
      tableView.rowHeight = CGFloat(height)
    case .automatic(let estimated):
      tableView.rowHeight = UITableView.automaticDimension
      tableView.estimatedRowHeight = CGFloat(estimated)
    }
  }
}
#endif
