#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(Surfaces) internal import Tabula

/// An `NSTableView` as a ``TableSurface`` drives it: each call forwarded, rows as index
/// sets, with the adapter's animation.
@MainActor
final class TableViewHost: TableViewHosting {
  weak var tableView: NSTableView?
  var animation: NSTableView.AnimationOptions
  private var cellViews = CellViews()

  init(tableView: NSTableView, animation: NSTableView.AnimationOptions) {
    self.tableView = tableView
    self.animation = animation
  }

  func beginUpdates() { tableView?.beginUpdates() }
  func endUpdates() { tableView?.endUpdates() }
  func reloadData() { tableView?.reloadData() }

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

  func registerCellView(_ registration: AnyCellRegistration) {
    guard let tableView else { return }
    cellViews.register(registration, with: tableView)
  }

  func makeCellView(reuseIdentifier: String) -> AnyObject {
    guard let tableView else { return NSView() }
    return cellViews.makeView(reuseIdentifier: reuseIdentifier, in: tableView)
  }
}
#endif
