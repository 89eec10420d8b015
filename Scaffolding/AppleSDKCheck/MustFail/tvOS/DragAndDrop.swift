// expect: 'dragDelegate' is unavailable in tvOS
// expect[tvos-emulated]: 'dragDelegate' is unavailable
import UIKit

@MainActor func disableDrags(of tableView: UITableView) {
  tableView.dragDelegate = nil
}
