import UIKit

// MARK: - UITableView + Titles

// `numberOfSections(in:)` and the header and footer titles are optional requirements of
// `UITableViewDataSource`: Apple platforms call them with `?`, which the stand-in (where they
// are required, with a default) rejects. These ask the data source as the table view does.

extension UITableView {
  /// The number of sections the table view's data source reports.
  var sectionCountFromDataSource: Int? {
    guard let dataSource else { return nil }
    #if os(Linux)
    return dataSource.numberOfSections(in: self)
    #else
    return dataSource.numberOfSections?(in: self) ?? 1
    #endif
  }

  /// The header title the table view's data source gives section `section`.
  func headerTitle(inSection section: Int) -> String? {
    guard let dataSource else { return nil }
    #if os(Linux)
    return dataSource.tableView(self, titleForHeaderInSection: section)
    #else
    return dataSource.tableView?(self, titleForHeaderInSection: section) ?? nil
    #endif
  }

  /// The footer title the table view's data source gives section `section`.
  func footerTitle(inSection section: Int) -> String? {
    guard let dataSource else { return nil }
    #if os(Linux)
    return dataSource.tableView(self, titleForFooterInSection: section)
    #else
    return dataSource.tableView?(self, titleForFooterInSection: section) ?? nil
    #endif
  }
}
