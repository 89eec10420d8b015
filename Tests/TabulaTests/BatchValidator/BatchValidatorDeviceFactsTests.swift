import Tabula
import Testing

/// What real UIKit did with batches, as recorded by other projects' simulator tests, radars
/// with sample apps, forum posts and issues, and what the validator says of each: the same
/// where UIKit raised, and, where it is stricter than UIKit, a kind whose name says so.
///
/// Index paths are (section, item). Each test names its source; the numbers (F09 …) are those
/// of the issue that collected them.
struct BatchValidatorDeviceFactsTests {
  /// The positions at which UIKit, as seen on devices, inserts the reloaded items again.
  static func shiftedPlacements(of batch: BatchUpdate) -> [ItemPath] {
    let placement = BatchUpdate._ShiftedReloads(batch)
    return batch.reloadedItems.map(placement.item)
  }

  // F09. Instagram/IGListKit, Tests/IGListAdapterE2ETests.m,
  // test_whenInsertingItemsTwice_withDataUpdatedTwice_thatAllUpdatesAppliedWithoutException,
  // and IGListKit #689: a collection view counted (0,0) inserted twice as two inserts.
  @Test func `F09 an item inserted twice is refused, and the kind says it is stricter than UIKit`()
  {
    let batch = BatchUpdate(insertedItems: [itemPath(0, 0), itemPath(0, 0)])
    let kinds = BatchValidator.violations(of: batch, before: [2], after: [4], surface: .collection)
      .map(\.kind)
    // Counted twice, as UIKit did: 2 + 2 = 4, no count mismatch.
    #expect(kinds == [.itemInsertedTwiceStricterThanUIKit(itemPath(0, 0))])
  }

  // F16. composed-swift/Composed, Tests/ComposedUITests/UICollectionViewTests.swift,
  // testElementReloadsAreHandledBeforeRemoves: [3] -> [2], reload (0,0) and (0,2), delete
  // (0,1); legal, and iOS 14 asked for the cells (0,0) and (0,1).
  @Test func `F16 a reload shifted by a delete is placed where devices placed it`() {
    let batch = BatchUpdate(
      deletedItems: [itemPath(0, 1)], reloadedItems: [itemPath(0, 0), itemPath(0, 2)])
    #expect(Self.shiftedPlacements(of: batch) == [itemPath(0, 0), itemPath(0, 1)])
    let kinds = BatchValidator.violations(of: batch, before: [3], after: [2], surface: .collection)
      .map(\.kind)
    // Read as documented (same index), (0,2) would land outside a section of two.
    #expect(
      kinds == [.reloadedItemShiftedStricterThanUIKit(itemPath(0, 2), belongs: itemPath(0, 1))])
  }

  // F18. Composed, testSectionReloadsAreHandledBeforeRemoves (2021-2022): sections [1,1,1],
  // delete section 1, reload section 2 (which becomes 1); legal, asks only for (1,0).
  @Test func `F18 a section reload shifted by a deleted section is refused as stricter than UIKit`()
  {
    let batch = BatchUpdate(deletedSections: [1], reloadedSections: [2])
    #expect(BatchUpdate._ShiftedReloads(batch).section(2) == 1)
    let kinds = BatchValidator.violations(
      of: batch, before: [1, 1, 1], after: [1, 1], surface: .collection
    ).map(\.kind)
    #expect(kinds == [.reloadedSectionShiftedStricterThanUIKit(BatchUpdate.Move(from: 2, to: 1))])
  }

  // F19. IGListKit #690, a radar with a sample app: 5 sections, move 2 -> 4, reload 3, delete
  // 4, insert 2 (no index shared); UIKit raised "attempt to perform an insert and a move to the
  // same section (4)".
  @Test func `F19 a section reload shifted onto a move's destination raises UIKit's text`() {
    let batch = BatchUpdate(
      deletedSections: [4], insertedSections: [2],
      movedSections: [BatchUpdate.Move(from: 2, to: 4)], reloadedSections: [3])
    let violations = BatchValidator.violations(
      of: batch, before: [1, 1, 1, 1, 1], after: [1, 1, 1, 1, 1], surface: .collection)
    #expect(
      violations == [
        BatchValidator.Violation(
          kind: .reloadedSectionPlacedElsewhere(3, placed: 4, belongs: 3),
          message: "attempt to perform an insert and a move to the same section (4)",
          isVerbatim: true)
      ])
  }

  // F25. Apple Developer Forums, a post by utahwithak (UIKit_Sim 3683.300.2):
  // [A,B,C,D] -> [D,A,C]: delete 1, move 0 -> 1, move 3 -> 0, reload 2; UIKit raised "attempt
  // to perform an insert and a move to the same index path (... path = 0 - 1)".
  @Test func `F25 an item reload shifted onto a move's destination raises UIKit's text`() {
    let batch = BatchUpdate(
      deletedItems: [itemPath(0, 1)],
      movedItems: [
        itemMove(itemPath(0, 0), itemPath(0, 1)), itemMove(itemPath(0, 3), itemPath(0, 0)),
      ],
      reloadedItems: [itemPath(0, 2)])
    #expect(Self.shiftedPlacements(of: batch) == [itemPath(0, 1)])
    let violations = BatchValidator.violations(of: batch, before: [4], after: [3])
    #expect(
      violations == [
        BatchValidator.Violation(
          kind: .reloadedItemPlacedElsewhere(
            itemPath(0, 2), placed: itemPath(0, 1), belongs: itemPath(0, 2)),
          // NB: UIKit prints the index path as an NSIndexPath with its address.
          message: "attempt to perform an insert and a move to the same index path ([0, 1])",
          isVerbatim: false)
      ])
  }

  // F26. IGListKit, Source/IGListKit/IGListAdapter.m, the comment in
  // reloadInSectionController:atIndexes:: sections [1,1,4], insert section 2, reload (2,1): the
  // reload's insert half stays in section 2, inside the new section, and UIKit raises.
  @Test func `F26 an item reload keeps its section index and lands in an inserted section`() {
    let batch = BatchUpdate(insertedSections: [2], reloadedItems: [itemPath(2, 1)])
    #expect(Self.shiftedPlacements(of: batch) == [itemPath(2, 1)])
    let kinds = BatchValidator.violations(
      of: batch, before: [1, 1, 4], after: [1, 1, 0, 4], surface: .collection
    ).map(\.kind)
    #expect(
      kinds == [
        .reloadedItemInShiftedSection(itemPath(2, 1), section: BatchUpdate.Move(from: 2, to: 3)),
        .reloadedItemPlacedElsewhere(
          itemPath(2, 1), placed: itemPath(2, 1), belongs: itemPath(3, 1)),
      ])
  }

  // F27. ekazaev/ChatLayout #1, a maintainer's comment (not a test: the weakest source here):
  // [[a1,a2],[b1]], moving section 1 -> 0 and an item into that moved section crashed.
  @Test func `F27 moving an item into a section that moves is refused`() {
    let move = itemMove(itemPath(0, 0), itemPath(0, 1))
    let batch = BatchUpdate(movedSections: [BatchUpdate.Move(from: 1, to: 0)], movedItems: [move])
    let kinds = BatchValidator.violations(of: batch, before: [2, 1], after: [2, 1]).map(\.kind)
    #expect(
      kinds.contains(
        .itemChangeInMovedSection(.moveIn(move), section: BatchUpdate.Move(from: 1, to: 0))))
  }

  // F28. ekazaev/ChatLayout #1 (same source): reloading section 1 and moving an item into it
  // crashed.
  @Test func `F28 moving an item into a reloaded section is refused`() {
    let move = itemMove(itemPath(0, 0), itemPath(1, 1))
    let batch = BatchUpdate(reloadedSections: [1], movedItems: [move])
    let violations = BatchValidator.violations(
      of: batch, before: [2, 1], after: [1, 2], surface: .collection)
    #expect(violations.map(\.kind) == [.itemChangeInReloadedSection(.moveIn(move))])
    #expect(
      violations.first?.message
        == "attempt to move item [0, 0] into section 1, which is reloaded in the same update")
  }

  // F39. jessesquires/JSQDataSourcesKit #12: a collection view that deletes section 0 and
  // moves (0,0) out of it raises "cannot move an item from a deleted section (0)".
  @Test func `F39 moving an item out of a deleted section gives UIKit's text verbatim`() {
    let move = itemMove(itemPath(0, 0), itemPath(0, 1))
    let batch = BatchUpdate(deletedSections: [0], movedItems: [move])
    let violations = BatchValidator.violations(
      of: batch, before: [2, 1], after: [2], surface: .collection)
    #expect(
      violations == [
        BatchValidator.Violation(
          kind: .itemChangeInDeletedSection(.moveOut(move)),
          message: "cannot move an item from a deleted section (0)", isVerbatim: true)
      ])
  }
}
