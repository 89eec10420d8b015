// expect: 'insetGrouped' is unavailable
import UIKit

@MainActor func insetGroupedTable() -> UITableView {
  UITableView(frame: .zero, style: .insetGrouped)
}
