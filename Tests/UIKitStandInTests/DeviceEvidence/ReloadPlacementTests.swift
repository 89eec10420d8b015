import Testing
@_spi(StandIn) import UIKit

/// Where UIKit puts a reload's insert half: shifted for the deletes and inserts before it,
/// ignoring moves, an item reload keeping its old section number (the rule the facts below
/// fit; the stand-in's `ReloadLandings` follows it).
@MainActor struct ReloadPlacementTests {
  /// F16. Scenario: a collection view of one section [0, 1, 2] becoming two items: reload
  /// items (0, 0) and (0, 2), delete (0, 1). Expected: legal, and the data source is asked for
  /// (0, 0) and (0, 1), where the reloaded items now are. Source: composed-swift/Composed,
  /// `Tests/ComposedUITests/UICollectionViewTests.swift`,
  /// `testElementReloadsAreHandledBeforeRemoves` (as run on iOS 14; a later version notes that
  /// iOS 15 asked for (0, 0) only, which it calls a UIKit bug).
  @Test func `reloads around a delete land where the reloaded items now are`() {
    let fixture = CollectionFixture([["0, 0", "0, 1", "0, 2"]])
    let violations = fixture.perform(becoming: [["0, 0 (updated)", "0, 2 (updated)"]]) {
      $0.reloadItems(at: [itemPath(0, 0), itemPath(0, 2)])
      $0.deleteItems(at: [itemPath(0, 1)])
    }
    #expect(violations.isEmpty)
    #expect(fixture.dataSource.cellRequests.sorted() == [itemPath(0, 0), itemPath(0, 1)])
    #expect(
      fixture.shownTexts == [itemPath(0, 0): "0, 0 (updated)", itemPath(0, 1): "0, 2 (updated)"])
  }

  /// F18. Scenario: a collection view of sections [1, 1, 1] items; delete section 1, reload
  /// section 2, which becomes section 1. Expected: legal, and only item (1, 0) is asked for.
  /// Source: composed-swift/Composed, `testSectionReloadsAreHandledBeforeRemoves` (2021-2022).
  @Test func `a reloaded section shifted by a delete is asked for at its new index only`() {
    let fixture = CollectionFixture([["0, 0"], ["1, 0"], ["2, 0"]])
    let violations = fixture.perform(becoming: [["0, 0"], ["2, 0 (new)"]]) {
      $0.deleteSections(IndexSet(integer: 1))
      $0.reloadSections(IndexSet(integer: 2))
    }
    #expect(violations.isEmpty)
    #expect(fixture.dataSource.cellRequests == [itemPath(1, 0)])
    #expect(fixture.shownTexts == [itemPath(0, 0): "0, 0", itemPath(1, 0): "2, 0 (new)"])
  }

  /// F19. Scenario: a collection view of 5 sections; move section 2 to 4, reload 3, delete 4,
  /// insert 2 (no index shared). Expected: "attempt to perform an insert and a move to the
  /// same section (4)": section 3's insert half is shifted to 4 by the insert at 2. Source:
  /// Instagram/IGListKit#690 (a radar with a sample app, UICollectionViewReloadDisplacement).
  @Test func `a shifted section reload meets a section move with UIKit's text`() throws {
    let fixture = CollectionFixture([["s0"], ["s1"], ["s2"], ["s3"], ["s4"]])
    let violations = fixture.perform(becoming: [["s0"], ["s1"], ["new"], ["s3'"], ["s2"]]) {
      $0.moveSection(2, toSection: 4)
      $0.reloadSections(IndexSet(integer: 3))
      $0.deleteSections(IndexSet(integer: 4))
      $0.insertSections(IndexSet(integer: 2))
    }
    let violation = try #require(violations.first)
    #expect(violations.count == 1)
    #expect(violation.kind == .insertAndMoveToSameSection)
    #expect(violation.reason == "attempt to perform an insert and a move to the same section (4)")
    #expect(violation.fidelity == .verbatim)
  }

  /// F25. Scenario: a collection view of [A, B, C, D] becoming [D, A, C]: delete 1, move 0 to
  /// 1, move 3 to 0, reload 2. Expected: "attempt to perform an insert and a move to the same
  /// index path (<NSIndexPath: 0xc000000000200016> {length = 2, path = 0 - 1})": item 2's
  /// insert half is shifted to 1 by the delete, where A moves to. Source: Apple Developer
  /// Forums, a post by utahwithak (UIKit_Sim 3683.300.2, `UICollectionView.m:5744`).
  @Test func `an item reload shifted by a delete meets a move with UIKit's text`() throws {
    let fixture = CollectionFixture([["A", "B", "C", "D"]])
    let violations = fixture.perform(becoming: [["D", "A", "C'"]]) {
      $0.deleteItems(at: [itemPath(0, 1)])
      $0.moveItem(at: itemPath(0, 0), to: itemPath(0, 1))
      $0.moveItem(at: itemPath(0, 3), to: itemPath(0, 0))
      $0.reloadItems(at: [itemPath(0, 2)])
    }
    let violation = try #require(violations.first)
    #expect(violations.count == 1)
    #expect(violation.kind == .insertAndMoveToSameIndexPath)
    // The device's text, with the stand-in's zero address for the device's 0xc000000000200016.
    #expect(
      violation.reason
        == "attempt to perform an insert and a move to the same index path "
        + "(<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1})")
    #expect(violation.fidelity == .verbatim)
  }

  /// F26. Scenario: a collection view of sections [1, 1, 4] items; insert section 2 and reload
  /// item (2, 1). Expected: UIKit raises: the reload becomes a delete and an insert at (2, 1),
  /// which is inside the new section while the reloaded item's section moved to 3. Source: the
  /// comment in Instagram/IGListKit, `Source/IGListKit/IGListAdapter.m`,
  /// `reloadInSectionController:atIndexes:` (which then converts its reloads to a delete of the
  /// old and an insert of the new index path). The text is not on record.
  @Test func `an item reload whose section shifts lands in the inserted section and raises`() {
    let fixture = CollectionFixture([["a"], ["b"], ["c0", "c1", "c2", "c3"]])
    let violations = fixture.perform(
      becoming: [["a"], ["b"], ["x0", "x1"], ["c0", "c1'", "c2", "c3"]]
    ) {
      $0.insertSections(IndexSet(integer: 2))
      $0.reloadItems(at: [itemPath(2, 1)])
    }
    #expect(violations.map(\.kind) == [.reloadIntoInsertedSection])
    #expect(violations.first?.severity == .exception)
  }

  /// Under the rule, a reload whose insert half lands elsewhere than where the data source now
  /// holds the item shows what UIKit would show: the cell the data source gives for the landing
  /// index path. [A, B, C, D] becoming [B', C, D, A]: move 0 to 3 and reload 1. Moves are
  /// ignored, so B's insert half lands at 1, where the data source has C.
  @Test func `a reload whose insert half lands off its item shows the landing index path's cell`() {
    let fixture = CollectionFixture([["A", "B", "C", "D"]])
    let violations = fixture.perform(becoming: [["B'", "C", "D", "A"]]) {
      $0.moveItem(at: itemPath(0, 0), to: itemPath(0, 3))
      $0.reloadItems(at: [itemPath(0, 1)])
    }
    #expect(violations.isEmpty)
    #expect(fixture.dataSource.cellRequests == [itemPath(0, 1)])
    #expect(
      fixture.shownTexts == [
        itemPath(0, 0): "C", itemPath(0, 1): "C", itemPath(0, 2): "D", itemPath(0, 3): "A",
      ])
  }
}
