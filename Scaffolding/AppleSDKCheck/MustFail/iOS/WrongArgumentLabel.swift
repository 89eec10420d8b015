// expect: incorrect argument label in call (have 'at:withRowAnimation:', expected 'at:with:')
import UIKit

@MainActor func reloadFirstRow(of tableView: UITableView) {
  tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], withRowAnimation: .automatic)
}
