/// The calls that update an `NSTableView`, as TabulaAppKit makes them: `NSTableView` itself in
/// an app, a model of it in tests.
@_spi(AppKitUpdates)
@MainActor
public protocol TableUpdating: AnyObject {
  /// `beginUpdates()`.
  func beginUpdates()
  /// `endUpdates()`: the view asks the data source for the rows it shows now.
  func endUpdates()
  /// `removeRows(at:withAnimation:)`, rows numbered as the view shows them now.
  func removeRows(_ rows: [Range<Int>])
  /// `insertRows(at:withAnimation:)`, at the final places of the new rows.
  func insertRows(_ rows: [Range<Int>])
  /// `moveRow(at:to:)`.
  func moveRow(at from: Int, to destination: Int)
  /// Configures the view of a row again, in place, if the row shows.
  func reconfigureRow(_ row: Int)
  /// `reloadData()`.
  func reloadData()
}
