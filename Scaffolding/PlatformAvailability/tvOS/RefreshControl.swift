// expect: 'UIRefreshControl' is unavailable
import UIKit

@MainActor func pullToRefresh(_ tableView: UITableView) {
  tableView.refreshControl = UIRefreshControl()
}
