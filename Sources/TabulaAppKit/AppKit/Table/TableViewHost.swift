#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(Surfaces) internal import Tabula

/// An `NSTableView` as a ``TableSurface`` drives it: each call forwarded, rows as index
/// sets, with the adapter's animation.
@MainActor
final class TableViewHost: ListViewHost, TableViewHosting {
  func removeRows(_ rows: [Range<Int>]) {
    tableView?.removeRows(at: IndexSet(ranges: rows), withAnimation: animation)
  }

  func insertRows(_ rows: [Range<Int>]) {
    tableView?.insertRows(at: IndexSet(ranges: rows), withAnimation: animation)
  }

  func moveRow(at from: Int, to destination: Int) {
    tableView?.moveRow(at: from, to: destination)
  }

  func reconfigureRow(_ row: Int) {
    guard let tableView,
      Range(tableView.rows(in: tableView.visibleRect))?.contains(row) == true
    else {
      return
    }
    tableView.reloadData(
      forRowIndexes: IndexSet(integer: row),
      columnIndexes: IndexSet(integersIn: 0..<tableView.numberOfColumns))
  }

  var selectedRows: [Int] { tableView.map { Array($0.selectedRowIndexes) } ?? [] }

  func selectRow(_ row: Int) {
    tableView?.selectRowIndexes(IndexSet(integer: row), byExtendingSelection: true)
  }

  func deselectRow(_ row: Int) { tableView?.deselectRow(row) }
}
#endif
