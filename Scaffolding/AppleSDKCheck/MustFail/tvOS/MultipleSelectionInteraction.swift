// expect: 'tableViewDidEndMultipleSelectionInteraction' is unavailable in tvOS
// expect[tvos-emulated]: has no member 'tableViewDidEndMultipleSelectionInteraction'
import UIKit

@MainActor func endMultipleSelection(in tableView: UITableView) {
  tableView.delegate?.tableViewDidEndMultipleSelectionInteraction?(tableView)
}
