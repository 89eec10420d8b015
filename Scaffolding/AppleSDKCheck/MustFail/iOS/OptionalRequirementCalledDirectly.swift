// expect: value of optional type '(@MainActor (UITableView, Int) -> String?)?' must be unwrapped
import UIKit

@MainActor func firstHeader(of tableView: UITableView) -> String? {
  tableView.dataSource?.tableView(tableView, titleForHeaderInSection: 0)
}
