// expect: 'detailButton' is unavailable in tvOS
// expect[tvos-emulated]: 'detailButton' is unavailable
import UIKit

@MainActor func showDetailButton(on cell: UITableViewCell) {
  cell.accessoryType = .detailButton
}
