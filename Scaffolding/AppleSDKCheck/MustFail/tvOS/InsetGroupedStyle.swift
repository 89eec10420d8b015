// expect: 'insetGrouped' is unavailable in tvOS
// expect[tvos-emulated]: 'insetGrouped' is unavailable
import UIKit

@MainActor func insetGroupedTable() -> UITableView {
  UITableView(frame: .zero, style: .insetGrouped)
}
