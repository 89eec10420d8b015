// expect: 'UINib' is deprecated
import UIKit

@MainActor func registerNib(in tableView: UITableView) {
  tableView.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "Cell")
}
