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
    #if !os(tvOS)
    dragDelegate = bridge
    dropDelegate = bridge
    dragInteractionEnabled = true
    #endif
    bridge.updateSelectionSettings(of: self)
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

  func selectViewItem(at indexPath: IndexPath) {
    selectRow(at: indexPath, animated: false, scrollPosition: .none)
  }

  var selectedIndexPaths: [IndexPath] { indexPathsForSelectedRows ?? [] }

  func performViewBatchUpdates(
    _ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void
  ) {
    performBatchUpdates(updates, completion: completion)
  }

  var visibleItemIndexPaths: [IndexPath] { indexPathsForVisibleRows ?? [] }

  func indexPath(ofVisible cell: UITableViewCell) -> IndexPath? {
    indexPath(for: cell)
  }

  func showOutlineRow(
    _ row: SurfaceOutlineRow?, on cell: UITableViewCell, toggle: @escaping @MainActor () -> Void
  ) {
    cell.showOutlineRow(row, toggle: toggle)
  }

  func containsItem(at indexPath: IndexPath) -> Bool {
    indexPath.section < numberOfSections
      && indexPath.row < numberOfRows(inSection: indexPath.section)
  }

  func frameOfItem(at indexPath: IndexPath) -> CGRect? {
    containsItem(at: indexPath) ? rectForRow(at: indexPath) : nil
  }

  func tell(_ batch: BatchUpdate) {
    TableBatchReceiver(tableView: self).tell(batch)
  }
}
#endif
