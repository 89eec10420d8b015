// expect: extensions of generic classes cannot contain '@objc' members
import UIKit

final class SelectionForwarder<Item>: NSObject, UITableViewDelegate {}

extension SelectionForwarder {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
