import Testing
@_spi(StandIn) import UIKit

/// Items moved across sections that are themselves moved, reloaded or deleted.
@MainActor struct CrossSectionMoveTests {
  /// F27. Scenario: a collection view of [[a1, a2], [b1]]; move section 1 to 0 and move an
  /// item from the other section into that moved section. Expected: a crash. Source:
  /// ekazaev/ChatLayout#1, a comment by the maintainer: a cell moved into a section that the
  /// same batch moves or reloads crashes the collection view, whatever its layout. A statement,
  /// not a test or a crash report: the weakest source of the stand-in's rules. No text on
  /// record.
  @Test func `moving an item into a section that moves in the same batch is rejected`() {
    let fixture = CollectionFixture([["a1", "a2"], ["b1"]])
    let violations = fixture.perform(becoming: [["b1", "a1"], ["a2"]]) {
      $0.moveSection(1, toSection: 0)
      $0.moveItem(at: itemPath(0, 0), to: itemPath(0, 1))
    }
    #expect(violations.map(\.kind) == [.moveIntoMovedSection])
    #expect(violations.first?.fidelity == .approximate)
  }

  /// F28. Scenario: a collection view of [[a1, a2], [b1]]; reload section 1 and move an item
  /// into it. Expected: a crash. Source: ekazaev/ChatLayout#1 (as above). The reloaded section
  /// counts as newly inserted; the text follows the table's "cannot move a row into a newly
  /// inserted section (2)" (SwiftKickMobile/TLIndexPathTools#13).
  @Test func `moving an item into a reloaded section is rejected with an item's wording`() throws {
    let fixture = CollectionFixture([["a1", "a2"], ["b1"]])
    let violations = fixture.perform(becoming: [["a2"], ["a1", "b1'"]]) {
      $0.reloadSections(IndexSet(integer: 1))
      $0.moveItem(at: itemPath(0, 0), to: itemPath(1, 0))
    }
    let violation = try #require(violations.first)
    #expect(violation.kind == .moveIntoInsertedSection)
    #expect(violation.reason == "cannot move an item into a newly inserted section (1)")
    #expect(violation.fidelity == .approximate)
  }

  /// The table's wording of the same rule is verbatim: "cannot move a row into a newly
  /// inserted section (2)" (SwiftKickMobile/TLIndexPathTools#13, an inserted section).
  @Test func `moving a row into an inserted section uses the table's text`() throws {
    let dataSource = RowsDataSource([["a", "b"], ["c"]])
    let fixture = TableFixture(dataSource)
    let violations = UIKitStandIn.violations {
      fixture.table.performBatchUpdates {
        dataSource.sections = [["b"], ["c"], ["a"]]
        fixture.table.insertSections(IndexSet(integer: 2), with: .fade)
        fixture.table.moveRow(at: path(0, 0), to: path(2, 0))
      }
    }
    let violation = try #require(violations.first)
    #expect(violation.reason == "cannot move a row into a newly inserted section (2)")
    #expect(violation.fidelity == .verbatim)
  }

  /// F39. Scenario: a collection view of [[a], [b]]; delete section 0 and move item (0, 0) out
  /// of it. Expected: "cannot move an item from a deleted section (0)". Source:
  /// jessesquires/JSQDataSourcesKit#12 (an exception caught from a fetched-results
  /// controller's delegate driving a collection view).
  @Test func `moving an item out of a deleted section uses UIKit's text`() throws {
    let fixture = CollectionFixture([["a"], ["b"]])
    let violations = fixture.perform(becoming: [["b", "a"]]) {
      $0.deleteSections(IndexSet(integer: 0))
      $0.moveItem(at: itemPath(0, 0), to: itemPath(0, 1))
    }
    let violation = try #require(violations.first)
    #expect(violation.kind == .moveFromDeletedSection)
    #expect(violation.reason == "cannot move an item from a deleted section (0)")
    #expect(violation.fidelity == .verbatim)
  }
}
