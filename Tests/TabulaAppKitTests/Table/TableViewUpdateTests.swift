@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// The calls TabulaAppKit makes on a table for batches other projects got wrong on AppKit,
/// each applied to ``TableViewModel``.
@MainActor
struct TableViewUpdateTests {
  @Test
  func
    `moves that reorder 0123 into 2301 reach 2301 where UIKit's moves applied in order show 1032`()
    throws
  {
    // tonyarnold/Differ#69: the moves M(0,2), M(1,3), told to NSTableView one after the other,
    // showed 1032.
    let naive = TableViewModel(shown: { [0, 1, 2, 3].map { AnyHashable($0) } })
    naive.reloadData()
    naive.moveRow(at: 0, to: 2)
    naive.moveRow(at: 1, to: 3)
    #expect(naive.rows.map(\.id) == [1, 0, 3, 2].asRows)

    let table = try TableFixture(ids: [0, 1, 2, 3])
    let views = table.surface.model.viewsByID
    try table.apply(ids: [2, 3, 0, 1])
    #expect(table.shownIDs == [2, 3, 0, 1].asRows)
    #expect(table.surface.model.viewsByID == views)
    #expect(table.surface.model.violations.isEmpty)
  }

  @Test func `a removed row is counted in the rows as the table shows them before the inserts`()
    throws
  {
    // groue/GRDB.swift#623: an insertion at 2 told before a deletion at 16 needed the deletion
    // at 17. TabulaAppKit removes first, in the rows before the batch.
    let table = try TableFixture(ids: Array(0..<20))
    try table.apply(ids: [0, 1, 100] + Array(2..<16) + Array(17..<20))
    #expect(table.shownIDs == ([0, 1, 100] + Array(2..<16) + Array(17..<20)).asRows)
    #expect(table.surface.model.calls.suffix(2) == ["removeRows [16..<17]", "insertRows [2..<3]"])
    #expect(table.surface.model.violations.isEmpty)
  }

  @Test func `a new row among moved ones shows what the data source has at its final row`() throws {
    // ra1028/DifferenceKit#144 (fixing #139): "by ensuring inserts come after moves, inserted
    // elements will already be at the correct position".
    let table = try TableFixture(ids: [1, 3])
    try table.apply(ids: [3, 2, 1])
    #expect(table.shownIDs == [3, 2, 1].asRows)
    #expect(table.surface.model.violations.isEmpty)
  }

  @Test func `a scrambled list with missing and new rows reaches its sorted order`() throws {
    // ra1028/DifferenceKit#144: a scrambled alphanumeric set missing some letters and digits,
    // with emojis, to the sorted set showed wrong until moves were counted in the rows of the
    // moment and inserts came after them.
    let scrambled = [
      19, 62, 14, 29, 6, 67, 64, 65, 22, 18, 2, 68, 66, 24, 16, 17, 0, 63, 5, 31, 35, 13, 27, 9, 8,
      3, 26, 28, 21, 34, 10, 33, 25, 61, 23,
    ]
    let table = try TableFixture(ids: scrambled)
    let views = table.surface.model.viewsByID
    try table.apply(ids: Array(0..<36))
    #expect(table.shownIDs == Array(0..<36).asRows)
    #expect(table.surface.model.violations.isEmpty)
    for id in scrambled where id < 36 {
      #expect(table.surface.model.viewsByID[AnyHashable(id)] == views[AnyHashable(id)])
    }
  }

  @Test func `a section's header is a group row that leaves, comes and moves with its section`()
    throws
  {
    let old = try EntrySnapshot(sections: [
      SnapshotSection(Group(1, header: "One"), items: [Entry(10), Entry(11)]),
      SnapshotSection(Group(2, header: "Two"), items: [Entry(20)]),
      SnapshotSection(Group(3), items: [Entry(30)]),
    ])
    let table = TableFixture(showing: old)
    #expect(table.shownIDs == ["§1", 10, 11, "§2", 20, 30] as [AnyHashable?])
    let views = table.surface.model.viewsByID
    table.apply(
      try EntrySnapshot(sections: [
        SnapshotSection(Group(2, header: "Two"), items: [Entry(20), Entry(11)]),
        SnapshotSection(Group(1, header: "One"), items: [Entry(10)]),
        SnapshotSection(Group(4, header: "Four"), items: [Entry(40)]),
      ]))
    #expect(table.shownIDs == ["§2", 20, 11, "§1", 10, "§4", 40] as [AnyHashable?])
    #expect(table.surface.model.violations.isEmpty)
    for id in ["§1", "§2", 10, 11, 20] as [AnyHashable] {
      #expect(table.surface.model.viewsByID[id] == views[id])
    }
  }

  @Test
  func
    `the calls of a batch are the removes, the moves in order of their place after, then the inserts`()
    throws
  {
    let changes = try #require(
      RowChanges(
        oldCount: 6, newCount: 6, removed: RowSet([1..<2]), inserted: RowSet([0..<1]),
        moves: [RowChanges.Move(from: 5, to: 1), RowChanges.Move(from: 0, to: 5)]))
    #expect(
      TableViewUpdate(changes).steps == [
        .removeRows([1..<2]), .moveRow(from: 4, to: 0), .moveRow(from: 1, to: 4),
        .insertRows([0..<1]),
      ])
  }
}
