import Testing
@_spi(StandIn) import UIKit

/// One batch that breaks one rule.
struct BatchCase: CustomTestStringConvertible, Sendable {
  let name: String
  let before: [[String]]
  let after: [[String]]
  let updates: @MainActor @Sendable (UITableView) -> Void
  let kind: UIKitStandInViolation.Kind

  var testDescription: String { name }
}

@MainActor struct UITableViewConflictTests {
  nonisolated static let rows = [["a", "b", "c"]]
  nonisolated static let twoSections = [["a"], ["b"]]

  nonisolated static let cases: [BatchCase] = [
    BatchCase(
      name: "delete and reload the same row", before: rows, after: [["b", "c"]],
      updates: {
        $0.deleteRows(at: [path(0, 0)], with: .fade)
        $0.reloadRows(at: [path(0, 0)], with: .fade)
      }, kind: .deleteAndReloadSameIndexPath),
    BatchCase(
      name: "delete and move from the same row", before: rows, after: [["b", "c"]],
      updates: {
        $0.deleteRows(at: [path(0, 0)], with: .fade)
        $0.moveRow(at: path(0, 0), to: path(0, 1))
      }, kind: .deleteAndMoveFromSameIndexPath),
    BatchCase(
      name: "reload and move the same row", before: rows, after: [["b", "c", "a"]],
      updates: {
        $0.reloadRows(at: [path(0, 0)], with: .fade)
        $0.moveRow(at: path(0, 0), to: path(0, 2))
      }, kind: .reloadAndMoveFromSameIndexPath),
    BatchCase(
      name: "insert and move to the same row", before: rows, after: [["c", "x", "a", "b"]],
      updates: {
        $0.insertRows(at: [path(0, 0)], with: .fade)
        $0.moveRow(at: path(0, 2), to: path(0, 0))
      }, kind: .insertAndMoveToSameIndexPath),
    BatchCase(
      name: "move one row to two places", before: rows, after: rows,
      updates: {
        $0.moveRow(at: path(0, 0), to: path(0, 1))
        $0.moveRow(at: path(0, 0), to: path(0, 2))
      }, kind: .duplicateMoveSource),
    BatchCase(
      name: "move two rows to one place", before: rows, after: rows,
      updates: {
        $0.moveRow(at: path(0, 0), to: path(0, 2))
        $0.moveRow(at: path(0, 1), to: path(0, 2))
      }, kind: .duplicateMoveDestination),
    BatchCase(
      name: "delete a row twice", before: rows, after: [["b", "c"]],
      updates: { $0.deleteRows(at: [path(0, 0), path(0, 0)], with: .fade) },
      kind: .duplicateDelete),
    BatchCase(
      name: "insert a row twice", before: rows, after: [["x", "a", "b", "c"]],
      updates: { $0.insertRows(at: [path(0, 0), path(0, 0)], with: .fade) },
      kind: .duplicateInsert),
    BatchCase(
      name: "move a row into an inserted section", before: [["a", "b"]], after: [["b"], ["a"]],
      updates: {
        $0.insertSections(IndexSet(integer: 0), with: .fade)
        $0.moveRow(at: path(0, 1), to: path(0, 0))
      }, kind: .moveIntoInsertedSection),
    BatchCase(
      name: "move a row out of a deleted section", before: twoSections, after: [["b", "a"]],
      updates: {
        $0.deleteSections(IndexSet(integer: 0), with: .fade)
        $0.moveRow(at: path(0, 0), to: path(0, 1))
      }, kind: .moveFromDeletedSection),
    BatchCase(
      name: "insert a row into a moved section", before: twoSections, after: [["b", "x"], ["a"]],
      updates: {
        $0.moveSection(1, toSection: 0)
        $0.insertRows(at: [path(0, 1)], with: .fade)
      }, kind: .insertIntoMovedSection),
    BatchCase(
      name: "delete and reload the same section", before: twoSections, after: [["b"]],
      updates: {
        $0.deleteSections(IndexSet(integer: 0), with: .fade)
        $0.reloadSections(IndexSet(integer: 0), with: .fade)
      }, kind: .deleteAndReloadSameSection),
    BatchCase(
      name: "delete and move the same section", before: [["a"], ["b"], ["c"]],
      after: [["b"], ["c"]],
      updates: {
        $0.deleteSections(IndexSet(integer: 0), with: .fade)
        $0.moveSection(0, toSection: 1)
      }, kind: .deleteAndMoveFromSameSection),
    BatchCase(
      name: "insert and move to the same section", before: twoSections,
      after: [["x"], ["a"], ["b"]],
      updates: {
        $0.insertSections(IndexSet(integer: 0), with: .fade)
        $0.moveSection(1, toSection: 0)
      }, kind: .insertAndMoveToSameSection),
    BatchCase(
      name: "reload a section another section moves to", before: [["a"], ["b"], ["c"]],
      after: [["c"], ["a"], ["b"]],
      updates: {
        $0.moveSection(2, toSection: 0)
        $0.reloadSections(IndexSet(integer: 0), with: .fade)
      }, kind: .insertAndMoveToSameSection),
    BatchCase(
      name: "move one section to two places", before: [["a"], ["b"], ["c"]],
      after: [["a"], ["b"], ["c"]],
      updates: {
        $0.moveSection(0, toSection: 1)
        $0.moveSection(0, toSection: 2)
      }, kind: .duplicateSectionMove),
    BatchCase(
      name: "delete a section that does not exist", before: twoSections, after: twoSections,
      updates: { $0.deleteSections(IndexSet(integer: 5), with: .fade) },
      kind: .deleteSectionOutOfRange),
    BatchCase(
      name: "insert a section after the last one", before: twoSections, after: twoSections,
      updates: { $0.insertSections(IndexSet(integer: 3), with: .fade) },
      kind: .insertSectionOutOfRange),
    BatchCase(
      name: "reload a section that does not exist", before: twoSections, after: twoSections,
      updates: { $0.reloadSections(IndexSet(integer: 2), with: .fade) },
      kind: .reloadSectionOutOfRange),
    BatchCase(
      name: "move a section that does not exist", before: twoSections, after: twoSections,
      updates: { $0.moveSection(4, toSection: 0) }, kind: .moveSectionOutOfRange),
    BatchCase(
      name: "reload a row that does not exist", before: rows, after: rows,
      updates: { $0.reloadRows(at: [path(0, 3)], with: .fade) }, kind: .reloadOutOfRange),
    BatchCase(
      name: "reconfigure a row that does not exist", before: rows, after: rows,
      updates: { $0.reconfigureRows(at: [path(1, 0)]) }, kind: .reconfigureOutOfRange),
    BatchCase(
      name: "move a row that does not exist", before: rows, after: rows,
      updates: { $0.moveRow(at: path(0, 7), to: path(0, 0)) }, kind: .moveOutOfRange),
    BatchCase(
      name: "move a row past the end", before: rows, after: rows,
      updates: { $0.moveRow(at: path(0, 0), to: path(0, 3)) }, kind: .moveOutOfRange),
  ]

  @Test(arguments: cases)
  func `a batch that breaks a rule is reported and the table recovers`(_ batch: BatchCase) {
    let dataSource = RowsDataSource(batch.before)
    let fixture = TableFixture(dataSource)
    let violations = UIKitStandIn.violations {
      fixture.table.performBatchUpdates {
        dataSource.sections = batch.after
        batch.updates(fixture.table)
      }
    }
    #expect(violations.map(\.kind) == [batch.kind])
    #expect(violations.first?.severity == .exception)
    #expect(fixture.table.standInCachedCounts == batch.after.map(\.count))
    #expect(fixture.shownTexts.count == batch.after.joined().count)
  }

  @Test func `delete-and-reload and delete-and-move use UIKit's texts`() {
    let dataSource = RowsDataSource(Self.rows)
    let fixture = TableFixture(dataSource)
    let reload = UIKitStandIn.violations {
      dataSource.sections = [["b", "c"]]
      fixture.table.performBatchUpdates {
        fixture.table.deleteRows(at: [path(0, 1)], with: .fade)
        fixture.table.reloadRows(at: [path(0, 1)], with: .fade)
      }
    }
    #expect(
      reload.map(\.reason) == [
        "attempt to delete and reload the same index path (<NSIndexPath: 0x0000000000000000> "
          + "{length = 2, path = 0 - 1})"
      ])
    let move = UIKitStandIn.violations {
      fixture.table.performBatchUpdates {
        fixture.table.reloadRows(at: [path(0, 0)], with: .fade)
        fixture.table.moveRow(at: path(0, 0), to: path(0, 1))
      }
    }
    #expect(
      move.map(\.reason) == [
        "attempt to perform a delete and a move from the same index path "
          + "(<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 0})"
      ])
  }

  @Test func `reloading a row of a moved section fails the count check as in openradar 27041784`() {
    let dataSource = RowsDataSource([["a", "b", "c"], ["d", "e", "f"]])
    let fixture = TableFixture(dataSource)
    let violations = UIKitStandIn.violations {
      fixture.table.beginUpdates()
      dataSource.sections.swapAt(0, 1)
      fixture.table.reloadRows(at: [path(1, 0)], with: .fade)
      fixture.table.moveSection(1, toSection: 0)
      fixture.table.endUpdates()
    }
    #expect(
      violations.map(\.reason) == [
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
          + "existing section after the update (3) must be equal to the number of rows contained "
          + "in that section before the update (3), plus or minus the number of rows inserted or "
          + "deleted from that section (0 inserted, 1 deleted) and plus or minus the number of "
          + "rows moved into or out of that section (0 moved in, 0 moved out)."
      ])
  }

  @Test func `a valid mixed batch moves, replaces and adds the right cells`() throws {
    let dataSource = RowsDataSource([["a", "b", "c"], ["d"], ["e", "f"]])
    let fixture = TableFixture(dataSource)
    let cellA = try #require(fixture.table.cellForRow(at: path(0, 0)))
    let cellB = try #require(fixture.table.cellForRow(at: path(0, 1)))
    let cellC = try #require(fixture.table.cellForRow(at: path(0, 2)))
    let cellE = try #require(fixture.table.cellForRow(at: path(2, 0)))
    let cellF = try #require(fixture.table.cellForRow(at: path(2, 1)))
    dataSource.cellRequests = []
    let violations = UIKitStandIn.violations {
      fixture.table.performBatchUpdates {
        // Sections: delete "d"'s section, insert a new first section.
        // Rows: delete "b", reload "e" as "E", move "f" to the front of "a"'s section.
        dataSource.sections = [["x"], ["f", "a", "c"], ["E"]]
        fixture.table.deleteSections(IndexSet(integer: 1), with: .fade)
        fixture.table.insertSections(IndexSet(integer: 0), with: .fade)
        fixture.table.deleteRows(at: [path(0, 1)], with: .fade)
        fixture.table.reloadRows(at: [path(2, 0)], with: .fade)
        fixture.table.moveRow(at: path(2, 1), to: path(1, 0))
      }
    }
    #expect(violations.isEmpty)
    #expect(
      fixture.shownTexts == [
        path(0, 0): "x", path(1, 0): "f", path(1, 1): "a", path(1, 2): "c", path(2, 0): "E",
      ])
    #expect(fixture.table.cellForRow(at: path(1, 0)) === cellF)
    #expect(fixture.table.cellForRow(at: path(1, 1)) === cellA)
    #expect(fixture.table.cellForRow(at: path(1, 2)) === cellC)
    #expect(fixture.table.cellForRow(at: path(2, 0)) !== cellE)
    #expect(!fixture.table.visibleCells.contains { $0 === cellB })
    #expect(Set(dataSource.cellRequests) == [path(0, 0), path(2, 0)])
  }

  @Test func `reloading a row of a section shifted by an insert fails, as IGListKit warns`() {
    let dataSource = RowsDataSource([["a"], ["b", "c"]])
    let fixture = TableFixture(dataSource)
    let violations = UIKitStandIn.violations {
      fixture.table.performBatchUpdates {
        dataSource.sections = [["x"], ["a"], ["B", "c"]]
        fixture.table.insertSections(IndexSet(integer: 0), with: .fade)
        fixture.table.reloadRows(at: [path(1, 0)], with: .fade)
      }
    }
    #expect(violations.map(\.kind) == [.invalidNumberOfRows])
  }
}
