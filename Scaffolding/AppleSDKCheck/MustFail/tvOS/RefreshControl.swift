// expect: 'UIRefreshControl' is unavailable in tvOS
// expect[tvos-emulated]: 'UIRefreshControl' is unavailable
import UIKit

@MainActor func pullToRefresh(_ tableView: UITableView) {
  tableView.refreshControl = UIRefreshControl()
}
