/// The calls that tell an `NSTableView` a batch, in the order AppKit reads them: one call
/// at a time, each counted in the rows as they are after the calls before it.
///
/// UIKit takes a batch whole: deletes name rows before it, inserts rows after it, moves go from
/// before to after. `NSTableView` takes each call as it comes, inside `beginUpdates()` and
/// `endUpdates()`: `removeRows(at:withAnimation:)` names rows "with respect to the current
/// state displayed in the table view, and not the final state", and after
/// `moveRow(at:to:)` "the row can be considered moved" (Apple's documentation). Handed
/// UIKit's moves as they are, the rows land elsewhere (tonyarnold/Differ#69: moves 0123 to
/// 2301 showed 1032). So the removes come first, in one call; then each moved row, in the order
/// of its place after the batch, from where it is to where it goes; then the inserts, in one
/// call, at their final places.
@_spi(AppKitUpdates)
public struct TableViewUpdate: Equatable, Sendable {
  /// One call on the table view.
  public enum Step: Hashable, Sendable {
    /// `removeRows(at:withAnimation:)`, with rows numbered as the table shows them now.
    case removeRows([Range<Int>])
    /// `moveRow(at:to:)`: like removing the row at `from` and inserting it at `to`.
    case moveRow(from: Int, to: Int)
    /// `insertRows(at:withAnimation:)`, with the final places of the new rows.
    case insertRows([Range<Int>])
  }

  /// The calls, in order, between `beginUpdates()` and `endUpdates()`.
  public var steps: [Step]

  /// The rows whose views are configured again in place once the calls are made, by their
  /// final places.
  public var reconfiguredRows: [Int]

  /// The calls for the changes of a batch.
  ///
  /// - Parameter changes: The rows the batch removes, inserts and moves.
  /// - Complexity: O(*m* log *m* + *r*) for *m* moved rows and *r* ranges of removed and
  ///   inserted rows, whatever the number of rows.
  public init(_ changes: RowChanges) {
    var steps: [Step] = []
    steps.reserveCapacity(changes.moves.count + 2)
    if !changes.removed.isEmpty { steps.append(.removeRows(changes.removed.ranges)) }
    if !changes.moves.isEmpty { steps += Self.moveSteps(changes) }
    if !changes.inserted.isEmpty { steps.append(.insertRows(changes.inserted.ranges)) }
    self.steps = steps
    reconfiguredRows = changes.reconfigured
  }

  /// Creates an update from its calls.
  ///
  /// - Parameters:
  ///   - steps: The calls, in order.
  ///   - reconfiguredRows: The rows configured again in place, by final place.
  public init(steps: [Step], reconfiguredRows: [Int] = []) {
    self.steps = steps
    self.reconfiguredRows = reconfiguredRows
  }
}

// MARK: - TableViewUpdate + Moves

extension TableViewUpdate {
  /// The moves, one call each, once the removed rows are gone and before the new ones come.
  ///
  /// Counted among the rows that stay (the *survivors*), a moved row goes from its survivor
  /// place before to its survivor place after. The rows that do not move keep their order, so
  /// placing the moved rows in the order of their place after, each right after the row that
  /// precedes it at the end, ends with every row in place. While they wait, the moved rows
  /// sit where they were: just before the first row after them that does not move (their
  /// *anchor*), in their old order. Where a row is now, and where it goes, is then counted with
  /// two counting trees over the waiting rows.
  static func moveSteps(_ changes: RowChanges) -> [Step] {
    let moves = changes.moves
    guard !moves.isEmpty else { return [] }
    let survivors = changes.oldCount - changes.removed.count
    let before = moves.map { $0.from - changes.removed.count(below: $0.from) }
    let after = moves.map { $0.to - changes.inserted.count(below: $0.to) }
    let beforeSorted = before.sorted()
    let afterSorted = after.sorted()
    // The first survivor place after each moved row's that does not move, by sorted index.
    var nextStaying = Array(repeating: 0, count: beforeSorted.count)
    for index in beforeSorted.indices.reversed() {
      let place = beforeSorted[index]
      let next = index + 1 < beforeSorted.count && beforeSorted[index + 1] == place + 1
      nextStaying[index] = next ? nextStaying[index + 1] : place + 1
    }
    // Each moved row's anchor: the place after of the first staying row after it, or the
    // number of survivors if none.
    let anchors = before.map { place -> Int in
      let staying = nextStaying[beforeSorted.countOfElements(below: place)]
      guard staying < survivors else { return survivors }
      return afterSorted.freePlace(rank: staying - beforeSorted.countOfElements(below: staying))
    }
    // Waiting rows by place after, and by (anchor, place before).
    let byAfter = moves.indices.sorted { after[$0] < after[$1] }
    let byAnchor = moves.indices.sorted { (anchors[$0], before[$0]) < (anchors[$1], before[$1]) }
    var anchorRank = Array(repeating: 0, count: moves.count)
    for (rank, move) in byAnchor.enumerated() { anchorRank[move] = rank }
    let sortedAnchors = byAnchor.map { anchors[$0] }
    var waitingByAfter = CountingTree(allMarked: moves.count)
    var waitingByAnchor = CountingTree(allMarked: moves.count)
    var steps: [Step] = []
    steps.reserveCapacity(moves.count)
    for (rank, move) in byAfter.enumerated() {
      let anchor = anchors[move]
      // Rows before it: the placed and staying rows whose place after is below its anchor,
      // and the waiting rows before it.
      let placedBefore =
        anchor - waitingByAfter.marked(below: afterSorted.countOfElements(below: anchor))
      let current = placedBefore + waitingByAnchor.marked(below: anchorRank[move])
      // Where it goes: right after the row whose place after precedes its own, counting the
      // waiting rows that sit before that row (itself excepted).
      let target = after[move]
      let waitingBefore =
        waitingByAnchor.marked(below: sortedAnchors.countOfElements(below: target))
        - (anchor < target ? 1 : 0)
      let destination = target + waitingBefore
      if current != destination { steps.append(.moveRow(from: current, to: destination)) }
      waitingByAfter.unmark(rank)
      waitingByAnchor.unmark(anchorRank[move])
    }
    return steps
  }
}
