/// What a ``TableSurface`` asks of the table view it drives, beyond the calls that update its
/// rows: `NSTableView` in an app (through TabulaAppKit's adapter), a model of it in tests.
@_spi(AppKitUpdates)
@MainActor
public protocol TableViewHosting: TableUpdating, ListViewHosting {
  /// The rows selected, ascending (`selectedRowIndexes`).
  var selectedRows: [Int] { get }
  /// Adds a row to the selection (`selectRowIndexes(_:byExtendingSelection: true)`).
  func selectRow(_ row: Int)
  /// Removes a row from the selection (`deselectRow(_:)`).
  func deselectRow(_ row: Int)
}
