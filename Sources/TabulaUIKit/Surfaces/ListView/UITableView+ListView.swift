#if canImport(UIKit)
@_spi(Surfaces) internal import Tabula
public import UIKit

// MARK: - UITableView + ListView

extension UITableView: ListView {
  static var placeholder: (cellClass: UITableViewCell.Type, reuseIdentifier: String) {
    (PlaceholderTableViewCell.self, PlaceholderTableViewCell.reuseIdentifier)
  }

  var installedBridge: ListViewBridge? { dataSource as? TableViewBridge }

  func installBridge(to client: any ListSurfaceClient) -> ListViewBridge {
    let bridge = TableViewBridge(source: client)
    dataSource = bridge
    delegate = bridge
    prefetchDataSource = bridge
    return bridge
  }

  func register(cellClass: AnyClass, forReuseIdentifier identifier: String) {
    register(cellClass, forCellReuseIdentifier: identifier)
  }

  func register(cellNib nib: UINib, forReuseIdentifier identifier: String) {
    register(nib, forCellReuseIdentifier: identifier)
  }

  func reusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    dequeueReusableCell(withIdentifier: identifier, for: indexPath)
  }

  func deselectItem(at indexPath: IndexPath, animated: Bool) {
    deselectRow(at: indexPath, animated: animated)
  }

  func performViewBatchUpdates(
    _ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void
  ) {
    performBatchUpdates(updates, completion: completion)
  }

  var visibleItemIndexPaths: [IndexPath] { indexPathsForVisibleRows ?? [] }

  func frameOfItem(at indexPath: IndexPath) -> CGRect? {
    guard indexPath.section < numberOfSections,
      indexPath.row < numberOfRows(inSection: indexPath.section)
    else { return nil }
    return rectForRow(at: indexPath)
  }

  func tell(_ batch: BatchUpdate) {
    TableBatchReceiver(tableView: self).tell(batch)
  }
}
#endif
