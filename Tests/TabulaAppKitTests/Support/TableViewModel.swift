@_spi(AppKitUpdates) import TabulaAppKit

/// A model of how `NSTableView` takes row updates, written from Apple's documentation and
/// other projects' reports alone (it shares no code with TabulaAppKit's translation):
///
/// - `removeRows(at:withAnimation:)`: "The row indexes should be with respect to the current
///   state displayed in the table view, and not the final state"; "Calling this method
///   multiple times within the same `beginUpdates()` and `endUpdates()` block is allowed, and
///   changes are processed incrementally" (Apple's documentation page of the method).
/// - `insertRows(at:withAnimation:)`: the indexes are "The final positions of the new rows to
///   be inserted", and changes "are processed incrementally" (Apple's documentation page of
///   the method); read like `NSMutableArray`'s `insert(_:at:)` with an index set.
/// - `moveRow(at:to:)`: "similar to removing a row at `oldIndex` and inserting it at
///   `newIndex`, except the same view is used"; "Changes happen incrementally as they are sent
///   to the table, so as soon as this method is called the row can be considered moved"
///   (Apple's documentation page of the method). Applied in order, moves M(0,2) then M(1,3)
///   turn 0123 into 1032, which "is also what NSTableView showed" (tonyarnold/Differ#69);
///   "The underlying indexes are updated immediately after the call to insert/remove/move"
///   (DeclarativeHub/Bond#514); NSTableView "inserts, deletes and moves elements immediately,
///   updating any row index after every operation" (ra1028/DifferenceKit#144); an insertion at
///   2 told before a deletion at 16 needed the deletion at 17 (groue/GRDB.swift#623).
/// - What a new row shows is read from the data source once the updates end, at the row it
///   has then: the model learns it at `endUpdates()`. (NSOutlineView's documentation says its
///   data source is asked "only after `endUpdates()`"; `moveRow`'s says "the underlying view is
///   not moved until `endUpdates()` has been called".)
///
/// An index out of range (an exception on a Mac) is recorded as a violation.
@MainActor
final class TableViewModel: TableUpdating {
  /// A row the model shows: what it shows (unknown until the data source is asked) and the
  /// identity of its view.
  struct Row: Equatable {
    var id: AnyHashable?
    var view: Int
  }

  private(set) var rows: [Row] = []
  private(set) var violations: [String] = []
  private(set) var calls: [String] = []
  private var depth = 0
  private var nextView = 0
  /// What the data source shows, row by row, when the model asks.
  var shown: () -> [AnyHashable]

  init(shown: @escaping () -> [AnyHashable] = { [] }) {
    self.shown = shown
  }

  /// The identity of each row's view, by what the row shows.
  var viewsByID: [AnyHashable: Int] {
    Dictionary(
      rows.compactMap { row in row.id.map { ($0, row.view) } }, uniquingKeysWith: { a, _ in a })
  }

  func reloadData() {
    calls.append("reloadData")
    rows = shown().map { Row(id: $0, view: makeView()) }
  }

  func beginUpdates() {
    depth += 1
  }

  func endUpdates() {
    depth -= 1
    guard depth == 0 else { return }
    let ids = shown()
    guard ids.count == rows.count else {
      return violations.append("numberOfRows is \(ids.count); the table has \(rows.count) rows")
    }
    for index in rows.indices {
      if let id = rows[index].id {
        if id != ids[index] {
          violations.append("row \(index) shows \(id); the data source has \(ids[index]) there")
        }
      } else {
        rows[index].id = ids[index]
      }
    }
  }

  func removeRows(_ ranges: [Range<Int>]) {
    calls.append("removeRows \(Self.describe(ranges))")
    let indexes = Set(ranges.flatMap { $0 })
    if let bad = indexes.first(where: { $0 < 0 || $0 >= rows.count }) {
      return violations.append("removeRows: row \(bad) of \(rows.count)")
    }
    for index in indexes.sorted(by: >) { rows.remove(at: index) }
  }

  func insertRows(_ ranges: [Range<Int>]) {
    calls.append("insertRows \(Self.describe(ranges))")
    for index in Set(ranges.flatMap { $0 }).sorted() {
      guard index >= 0, index <= rows.count else {
        return violations.append("insertRows: row \(index) of \(rows.count)")
      }
      rows.insert(Row(id: nil, view: makeView()), at: index)
    }
  }

  func moveRow(at from: Int, to destination: Int) {
    calls.append("moveRow \(from) → \(destination)")
    guard from >= 0, from < rows.count, destination >= 0, destination < rows.count else {
      return violations.append("moveRow: \(from) to \(destination) of \(rows.count)")
    }
    rows.insert(rows.remove(at: from), at: destination)
  }

  func reconfigureRow(_ row: Int) {
    if row < 0 || row >= rows.count {
      violations.append("reconfigure: row \(row) of \(rows.count)")
    }
  }

  private static func describe(_ ranges: [Range<Int>]) -> String {
    "[" + ranges.map { "\($0.lowerBound)..<\($0.upperBound)" }.joined(separator: ", ") + "]"
  }

  private func makeView() -> Int {
    nextView += 1
    return nextView
  }
}
