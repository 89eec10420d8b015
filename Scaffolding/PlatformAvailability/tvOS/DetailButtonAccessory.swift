// expect: 'detailButton' is unavailable
import UIKit

@MainActor func showDetailButton(on cell: UITableViewCell) {
  cell.accessoryType = .detailButton
}
