#if canImport(UIKit)
internal import UIKit

/// A table view seen as a ``BatchReceiver``: rows are its items, and every change animates
/// automatically.
@MainActor
struct TableBatchReceiver: BatchReceiver {
  let tableView: UITableView

  func deleteSections(_ sections: IndexSet) {
    tableView.deleteSections(sections, with: .automatic)
  }

  func insertSections(_ sections: IndexSet) {
    tableView.insertSections(sections, with: .automatic)
  }

  func moveSection(_ section: Int, toSection newSection: Int) {
    tableView.moveSection(section, toSection: newSection)
  }

  func reloadSections(_ sections: IndexSet) {
    tableView.reloadSections(sections, with: .automatic)
  }

  func deleteItems(at indexPaths: [IndexPath]) {
    tableView.deleteRows(at: indexPaths, with: .automatic)
  }

  func insertItems(at indexPaths: [IndexPath]) {
    tableView.insertRows(at: indexPaths, with: .automatic)
  }

  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    tableView.moveRow(at: indexPath, to: newIndexPath)
  }

  func reloadItems(at indexPaths: [IndexPath]) {
    tableView.reloadRows(at: indexPaths, with: .automatic)
  }

  func reconfigureItems(at indexPaths: [IndexPath]) {
    tableView.reconfigureRows(at: indexPaths)
  }
}
#endif
