#if canImport(UIKit)
public import Tabula
public import UIKit

// MARK: - ListAppearance + UIKit

extension ListAppearance {
  /// The registration of the standard cell this appearance describes: a
  /// ``StandardTableViewCell`` of the appearance's cell style, showing what
  /// `configureCell` fills in.
  public var tableCellRegistration: CellRegistration<StandardTableViewCell, Item> {
    let appearance = self
    let cellClass = StandardTableViewCell.cellClass(for: cellStyle)
    return CellRegistration(
      reuseIdentifier: CellReuseIdentifier.default(for: cellClass), cellClass: cellClass
    ) { cell, _, item in
      cell.show(appearance.content(for: item))
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
