/// A place to drop dragged rows on a table view, as `NSTableView` names it: a row, and whether
/// the drop goes above it or onto it (`NSTableView.DropOperation`).
///
/// A table with *n* rows names the place below its last row as row *n*, above
/// (`setDropRow(_:dropOperation:)`).
@_spi(AppKitUpdates)
public struct TableDrop: Hashable, Sendable {
  /// Where the drop goes relative to the row.
  public enum Operation: Hashable, Sendable {
    /// Into the gap above the row (`.above`).
    case above
    /// Onto the row itself (`.on`).
    case on
  }

  /// The row.
  public var row: Int
  /// Above or onto the row.
  public var operation: Operation

  /// Creates a drop place.
  ///
  /// - Parameters:
  ///   - row: The row; the number of rows for the place below the last one.
  ///   - operation: Above or onto the row.
  public init(row: Int, operation: Operation) {
    self.row = row
    self.operation = operation
  }
}
