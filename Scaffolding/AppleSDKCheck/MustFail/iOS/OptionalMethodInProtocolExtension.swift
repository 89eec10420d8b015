// expect: non-'@objc' method 'tableView(_:didSelectRowAt:)' does not satisfy optional requirement of '@objc' protocol 'UITableViewDelegate'
import UIKit

protocol RowSelecting: UITableViewDelegate {}

extension RowSelecting {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

final class SelectionHandler: NSObject, RowSelecting {}
