// expect: 'dragDelegate' is unavailable
import UIKit

@MainActor func disableDrags(of tableView: UITableView) {
  tableView.dragDelegate = nil
}
