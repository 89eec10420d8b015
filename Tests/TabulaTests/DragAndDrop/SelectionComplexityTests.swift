@_spi(Surfaces) import Tabula
import TabulaTesting
import Testing

/// Fences the cost of acting on a selection by counting, never by timing: deleting a thousand
/// selected rows, and dropping a row, cost the same identifier work at ten thousand rows as at
/// a million, and the deletion is one batch.
@MainActor
@Suite(.disabled(if: internalChecksEnabled, "TABULA_INTERNAL_CHECKS re-reads every snapshot"))
struct SelectionComplexityTests {
  typealias CountedSnapshot = Snapshot<CountedSection, CountedItem>

  struct Cost {
    var hashes: Int
    var equalities: Int
    var batches: Int
  }

  /// A list of `n` rows in one section, shown through an editable list on a surface that checks
  /// nothing (a headless table checks every row after each batch, which is its work, not the
  /// data source's).
  static func editedList(_ n: Int) throws -> (
    EditableList<CountedSection, CountedItem>, ListDataSource<CountedSection, CountedItem>,
    ViewportSurface, ObservationToken
  ) {
    let list = EditableList(
      try CountedSnapshot(sections: [
        SnapshotSection(
          CountedSection(id: CountingID(value: -1)),
          items: (0..<n).map { CountedItem(id: CountingID(value: $0)) })
      ]))
    let view = ViewportSurface(firstRow: 0, visibleRows: 20)
    let dataSource = ListDataSource<CountedSection, CountedItem>(
      surface: view, registrations: { _ in [] }, diagnostics: .ignore
    ) { _, _, _ in nil }
    dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
    dataSource.behavior.allowsMultipleSelection = true
    dataSource.reloadThreshold = .max
    let token = dataSource.bind(to: list)
    return (list, dataSource, view, token)
  }

  /// Selects `k` rows spread over `n` and deletes them as one step.
  static func deletionCost(_ n: Int, selecting k: Int) throws -> Cost {
    let (list, dataSource, view, token) = try editedList(n)
    defer { withExtendedLifetime(view) {} }
    defer { token.cancel() }
    dataSource.selection = Set((0..<k).map { CountingID(value: $0 * (n / k)) })
    let batches = dataSource.updateCounts.batches
    let counts = OperationCounter.count { dataSource.deleteSelection() }
    #expect(list.snapshot.numberOfItems == n - k)
    #expect(dataSource.snapshot.numberOfItems == n - k)
    #expect(dataSource.selection.isEmpty)
    #expect(list.history.undoActionName == "Delete")
    return Cost(
      hashes: counts.hashes, equalities: counts.equalities,
      batches: dataSource.updateCounts.batches - batches)
  }

  /// Deletes `k` rows spread over `n` as one step, then counts the undo that puts them back.
  static func undoCost(_ n: Int, deleting k: Int) throws -> Cost {
    let (list, dataSource, view, token) = try editedList(n)
    defer { withExtendedLifetime(view) {} }
    defer { token.cancel() }
    dataSource.selection = Set((0..<k).map { CountingID(value: $0 * (n / k)) })
    dataSource.deleteSelection()
    let batches = dataSource.updateCounts.batches
    let counts = OperationCounter.count { _ = try? list.undo() }
    #expect(dataSource.snapshot.numberOfItems == n)
    return Cost(
      hashes: counts.hashes, equalities: counts.equalities,
      batches: dataSource.updateCounts.batches - batches)
  }

  /// Drops one row from the middle of `n` rows to near the top, then undoes it.
  static func dropCost(_ n: Int) throws -> Cost {
    let (list, dataSource, view, token) = try editedList(n)
    defer { withExtendedLifetime(view) {} }
    defer { token.cancel() }
    let batches = dataSource.updateCounts.batches
    let counts = OperationCounter.count {
      _ = dataSource.itemsToDrag(at: ItemPath(section: 0, item: n / 2))
      _ = dataSource.userDidDrop(at: ItemPath(section: 0, item: 3))
      dataSource.userDidEndDrag()
      _ = try? list.undo()
    }
    #expect(list.snapshot.item(at: ItemPath(section: 0, item: n / 2))?.id.value == n / 2)
    return Cost(
      hashes: counts.hashes, equalities: counts.equalities,
      batches: dataSource.updateCounts.batches - batches)
  }

  @Test
  func `deleting a thousand selected rows is one batch whose cost does not grow with the list`()
    throws
  {
    let costs = try [10_000, 100_000, 1_000_000].map { try Self.deletionCost($0, selecting: 1_000) }
    for cost in costs { #expect(cost.batches == 1) }
    // O(k log n): the identifier work is per selected row; only the tree's depth grows.
    let smallest = costs[0]
    for cost in costs.dropFirst() {
      #expect(cost.hashes <= smallest.hashes * 3 / 2, "\(costs)")
      #expect(cost.equalities <= smallest.equalities * 3 / 2 + 100, "\(costs)")
    }
    // And it is linear in the selection: twice the rows, about twice the work.
    let double = try Self.deletionCost(100_000, selecting: 2_000)
    #expect(double.hashes <= costs[1].hashes * 5 / 2, "\(double) against \(costs[1])")
  }

  @Test func `undoing a thousand deletions is planned from the rows it puts back`() throws {
    // The undo inserts the rows one position at a time, as many edits as rows: the snapshot
    // still records them as one, so the plan does not compare the whole list.
    let costs = try [10_000, 100_000, 1_000_000].map { try Self.undoCost($0, deleting: 1_000) }
    for cost in costs { #expect(cost.batches == 1) }
    for cost in costs.dropFirst() {
      #expect(cost.hashes <= costs[0].hashes * 3 / 2, "\(costs)")
      #expect(cost.equalities <= costs[0].equalities * 3 / 2, "\(costs)")
    }
  }

  @Test func `a drop and its undo cost the same at ten thousand rows and at a million`() throws {
    let costs = try [10_000, 100_000, 1_000_000].map { try Self.dropCost($0) }
    for cost in costs { #expect(cost.batches == 2) }
    for cost in costs.dropFirst() {
      #expect(cost.hashes <= costs[0].hashes + 8, "\(costs)")
      #expect(cost.equalities <= costs[0].equalities + 16, "\(costs)")
    }
  }
}
