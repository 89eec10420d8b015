// expect: B1
// swift-format-ignore-file
// Calling a UIKit optional requirement yourself (forwarding delegates): the Linux spelling and
// the iOS spelling differ, so this only compiles on one of them.
import UIKit

final class ForwardingDataSource {
  weak var inner: (any UITableViewDataSource)?

  func title(in tableView: UITableView, section: Int) -> String? {
    inner?.tableView?(tableView, titleForHeaderInSection: section)  // <- B1
  }

  func sections(in tableView: UITableView) -> Int {
    inner?.numberOfSections?(in: tableView) ?? 1  // <- B1
  }
}
