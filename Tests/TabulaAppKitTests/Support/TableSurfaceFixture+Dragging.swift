@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit

/// What `NSTableView` does with its data source when the user drags rows, after Apple's
/// documentation of `NSTableViewDataSource`: it asks for a pasteboard writer of each row it
/// drags (the selection when the dragged row is selected, else the row), where "returning
/// `nil` excludes the row from being dragged"; it proposes drops to
/// `tableView(_:validateDrop:proposedRow:proposedDropOperation:)`, which may retarget them with
/// `setDropRow(_:dropOperation:)` and answers no operation to refuse; it hands the drop to
/// `tableView(_:acceptDrop:row:dropOperation:)` "when the mouse button is released over a table
/// view that previously decided to allow a drop"; and it ends with
/// `tableView(_:draggingSession:endedAt:operation:)`.
extension TableSurfaceFixture {
  typealias DragOutcome = TabulaAppKitTests.DragOutcome<Int, TableDrop>

  /// The user clicks rows: the table and the data source select them.
  func select(rows: [Int]) {
    host.userSelects(rows: rows)
    surface.viewSelectionDidChange()
  }

  /// Lifts a row and asks for the writer of each row AppKit would drag with it.
  func lift(row: Int) -> [Int] {
    let selected = host.selectedRows
    let candidates = selected.contains(row) ? selected : [row]
    return candidates.filter { surface.dragsRow($0) }
  }

  /// Drags from a row to a proposed place and releases there, as AppKit would: no drop when
  /// the lift carries no row or the proposal is refused; the session ends either way.
  @discardableResult
  func drag(row: Int, to proposed: TableDrop) -> DragOutcome {
    let dragged = lift(row: row)
    guard !dragged.isEmpty else { return DragOutcome(dragged: [], shown: nil, accepted: nil) }
    let shown = surface.validateDrop(proposed)
    let accepted = shown.map { surface.acceptDrop($0) }
    surface.dragDidEnd()
    return DragOutcome(dragged: dragged, shown: shown, accepted: accepted)
  }

  /// The identifiers of the list's items, section by section, as its provider holds them.
  var providerIDs: [[Int]] {
    let snapshot = list.snapshot
    return snapshot.sections.indices.map { snapshot.items(inSectionAt: $0)?.map(\.id) ?? [] }
  }
}

extension TableDrop {
  /// Above a row.
  static func above(_ row: Int) -> Self { Self(row: row, operation: .above) }
  /// Onto a row.
  static func on(_ row: Int) -> Self { Self(row: row, operation: .on) }
}
