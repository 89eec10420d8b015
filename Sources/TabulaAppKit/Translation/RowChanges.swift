/// A batch in rows, as a table without sections sees it: the rows removed (numbered before the
/// batch), the rows inserted (numbered after it), and the rows moved, from before to after.
///
/// Every other row stays, and the rows that stay keep their order: that is what UIKit's index
/// spaces mean, and what ``TableViewUpdate`` relies on to tell AppKit the same batch one call
/// at a time.
@_spi(AppKitUpdates)
public struct RowChanges: Equatable, Sendable {
  /// A row that moves: where it was before the batch and where it is after.
  public struct Move: Hashable, Sendable {
    /// Its row before the batch.
    public var from: Int
    /// Its row after the batch.
    public var to: Int

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - from: The row before the batch.
    ///   - to: The row after the batch.
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// The number of rows before the batch.
  public var oldCount: Int
  /// The number of rows after the batch.
  public var newCount: Int
  /// The rows removed, by their row before the batch.
  public var removed: RowSet
  /// The rows inserted, by their row after the batch.
  public var inserted: RowSet
  /// The rows moved.
  public var moves: [Move]
  /// The rows whose view is configured again in place, by their row after the batch.
  public var reconfigured: [Int]

  /// Creates the changes of rows of a batch; `nil` if they do not add up: a row removed and
  /// moved, moved twice, or counts that do not match.
  ///
  /// - Parameters:
  ///   - oldCount: The number of rows before.
  ///   - newCount: The number of rows after.
  ///   - removed: The rows removed, before.
  ///   - inserted: The rows inserted, after.
  ///   - moves: The rows moved.
  ///   - reconfigured: The rows configured again, after.
  public init?(
    oldCount: Int, newCount: Int, removed: RowSet, inserted: RowSet, moves: [Move],
    reconfigured: [Int] = []
  ) {
    guard newCount - inserted.count == oldCount - removed.count,
      removed.ranges.allSatisfy({ $0.lowerBound >= 0 && $0.upperBound <= oldCount }),
      inserted.ranges.allSatisfy({ $0.lowerBound >= 0 && $0.upperBound <= newCount }),
      moves.allSatisfy({ move in
        (0..<oldCount).contains(move.from) && (0..<newCount).contains(move.to)
          && !removed.contains(move.from) && !inserted.contains(move.to)
      }),
      moves.count < 2
        || (Set(moves.map(\.from)).count == moves.count
          && Set(moves.map(\.to)).count == moves.count)
    else { return nil }
    self.oldCount = oldCount
    self.newCount = newCount
    self.removed = removed
    self.inserted = inserted
    self.moves = moves
    self.reconfigured = reconfigured
  }
}
