import Tabula
import Testing

/// The illegal combinations of BATCH-RULES §3.3, one test each, and the self-check that
/// follows it.
struct BatchValidatorCombinationTests {
  // MARK: Same position

  @Test func `deleting and reloading the same row is reported`() {
    let batch = BatchUpdate(deletedItems: [itemPath(0, 1)], reloadedItems: [itemPath(0, 1)])
    let expected = BatchValidator.Violation(
      kind: .itemDeletedAndReloaded(itemPath(0, 1)),
      message: "attempt to delete and reload the same index path ([0, 1])", isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [3], after: [2]) == [expected])
  }

  @Test func `reloading and moving the same row is reported with UIKit's delete wording`() {
    let move = itemMove(itemPath(0, 0), itemPath(0, 2))
    let batch = BatchUpdate(movedItems: [move], reloadedItems: [itemPath(0, 0)])
    let expected = BatchValidator.Violation(
      kind: .itemReloadedAndMoved(move),
      message: "attempt to perform a delete and a move from the same index path ([0, 0])",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [3], after: [3]) == [expected])
  }

  @Test func `deleting and moving the same row is reported`() {
    let move = itemMove(itemPath(0, 0), itemPath(0, 1))
    let batch = BatchUpdate(deletedItems: [itemPath(0, 0)], movedItems: [move])
    let expected = BatchValidator.Violation(
      kind: .itemDeletedAndMoved(move),
      message: "attempt to perform a delete and a move from the same index path ([0, 0])",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [3], after: [2]) == [expected])
  }

  @Test func `deleting and moving the same section is reported with UIKit's message`() {
    let batch = BatchUpdate(deletedSections: [1], movedSections: [BatchUpdate.Move(from: 1, to: 0)])
    let expected = BatchValidator.Violation(
      kind: .sectionDeletedAndMoved(BatchUpdate.Move(from: 1, to: 0)),
      message: "attempt to perform a delete and a move from the same section (1)",
      isVerbatim: true)
    #expect(BatchValidator.violations(of: batch, before: [2, 2, 2], after: [2, 2]) == [expected])
  }

  @Test func `inserting a row and moving another to the same position is reported`() {
    let move = itemMove(itemPath(0, 0), itemPath(0, 2))
    let batch = BatchUpdate(insertedItems: [itemPath(0, 2)], movedItems: [move])
    let expected = BatchValidator.Violation(
      kind: .itemInsertedAndMoved(move),
      message: "attempt to perform an insert and a move to the same index path ([0, 2])",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [3], after: [4]) == [expected])
  }

  @Test func `inserting a section and moving another to the same index is reported`() {
    let batch = BatchUpdate(
      insertedSections: [1], movedSections: [BatchUpdate.Move(from: 0, to: 1)])
    let expected = BatchValidator.Violation(
      kind: .sectionInsertedAndMoved(BatchUpdate.Move(from: 0, to: 1)),
      message: "attempt to perform an insert and a move to the same section (1)",
      isVerbatim: true)
    #expect(BatchValidator.violations(of: batch, before: [1, 1], after: [1, 1, 1]) == [expected])
  }

  // MARK: Items and changed sections

  @Test func `moving a row into a newly inserted section is reported with UIKit's message`() {
    let move = itemMove(itemPath(0, 0), itemPath(1, 0))
    let batch = BatchUpdate(insertedSections: [1], movedItems: [move])
    let expected = BatchValidator.Violation(
      kind: .itemChangeInInsertedSection(.moveIn(move)),
      message: "cannot move a row into a newly inserted section (1)", isVerbatim: true)
    #expect(BatchValidator.violations(of: batch, before: [2], after: [1, 1]) == [expected])
  }

  @Test func `moving an item out of a deleted section is reported with UIKit's message`() {
    let move = itemMove(itemPath(0, 0), itemPath(0, 1))
    let batch = BatchUpdate(deletedSections: [0], movedItems: [move])
    let violations = BatchValidator.violations(
      of: batch, before: [2, 1], after: [2], surface: .collection)
    let expected = BatchValidator.Violation(
      kind: .itemChangeInDeletedSection(.moveOut(move)),
      message: "cannot move an item from a deleted section (0)", isVerbatim: true)
    #expect(violations == [expected])
  }

  @Test func `moving a row out of a deleted section is reported in table words`() {
    let move = itemMove(itemPath(0, 0), itemPath(0, 1))
    let batch = BatchUpdate(deletedSections: [0], movedItems: [move])
    let expected = BatchValidator.Violation(
      kind: .itemChangeInDeletedSection(.moveOut(move)),
      message: "cannot move a row from a deleted section (0)", isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [2, 1], after: [2]) == [expected])
  }

  @Test func `moving one row to two places is reported`() {
    let moves = [
      itemMove(itemPath(0, 0), itemPath(0, 1)), itemMove(itemPath(0, 0), itemPath(0, 2)),
    ]
    let batch = BatchUpdate(movedItems: moves)
    let expected = BatchValidator.Violation(
      kind: .itemMovedToTwoPlaces(moves[0], moves[1]),
      message: "attempt to move row at index path [0, 0] to both [0, 1] and [0, 2]",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [3], after: [3]) == [expected])
  }

  @Test func `moving two rows to one place is reported`() {
    let moves = [
      itemMove(itemPath(0, 0), itemPath(0, 2)), itemMove(itemPath(0, 1), itemPath(0, 2)),
    ]
    let batch = BatchUpdate(movedItems: moves)
    let expected = BatchValidator.Violation(
      kind: .itemsMovedToOnePlace(moves[0], moves[1]),
      message: "attempt to move both row at index path [0, 0] and [0, 1] to [0, 2]",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [3], after: [3]) == [expected])
  }

  @Test func `deleting the same row twice is reported, and counted twice as UIKit does`() {
    let batch = BatchUpdate(deletedItems: [itemPath(0, 1), itemPath(0, 1)])
    let violations = BatchValidator.violations(of: batch, before: [3], after: [2])
    #expect(
      violations.map(\.kind) == [
        .itemDeletedTwice(itemPath(0, 1)),
        .invalidItemCount(
          section: 0, before: 3, after: 2, inserted: 0, deleted: 2, movedIn: 0, movedOut: 0),
      ])
    #expect(violations.first?.message == "attempt to delete row 1 from section 0 more than once")
  }

  @Test func `inserting the same row twice is refused, stricter than UIKit, and counted twice`() {
    let batch = BatchUpdate(insertedItems: [itemPath(0, 0), itemPath(0, 0)])
    let violations = BatchValidator.violations(of: batch, before: [1], after: [2])
    #expect(
      violations.map(\.kind) == [
        .itemInsertedTwiceStricterThanUIKit(itemPath(0, 0)),
        .invalidItemCount(
          section: 0, before: 1, after: 2, inserted: 2, deleted: 0, movedIn: 0, movedOut: 0),
      ])
    #expect(
      violations.first?.message
        == "attempt to insert row 0 into section 0 more than once (UIKit's collection views "
        + "count it twice; Tabula refuses it)")
  }

  @Test func `inserting a row into a section that is moved is reported`() {
    let batch = BatchUpdate(
      movedSections: [BatchUpdate.Move(from: 0, to: 1)], insertedItems: [itemPath(1, 0)])
    let expected = BatchValidator.Violation(
      kind: .itemChangeInMovedSection(
        .insert(itemPath(1, 0)), section: BatchUpdate.Move(from: 0, to: 1)),
      message: "attempt to insert row 0 into section 1, which is moved from 0 in the same update",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [1, 1], after: [1, 2]) == [expected])
  }

  @Test func `deleting a row inside a section that is moved is reported`() {
    let batch = BatchUpdate(
      movedSections: [BatchUpdate.Move(from: 0, to: 1)], deletedItems: [itemPath(0, 0)])
    let expected = BatchValidator.Violation(
      kind: .itemChangeInMovedSection(
        .delete(itemPath(0, 0)), section: BatchUpdate.Move(from: 0, to: 1)),
      message: "attempt to delete row 0 from section 0, which is moved to 1 in the same update",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [2, 1], after: [1, 1]) == [expected])
  }

  @Test func `moving a row inside a section that is moved is reported at both ends`() {
    let sectionMove = BatchUpdate.Move(from: 0, to: 1)
    let move = itemMove(itemPath(0, 0), itemPath(1, 1))
    let batch = BatchUpdate(movedSections: [sectionMove], movedItems: [move])
    let violations = BatchValidator.violations(of: batch, before: [2, 1], after: [1, 2])
    #expect(
      violations.map(\.kind) == [
        .itemChangeInMovedSection(.moveOut(move), section: sectionMove),
        .itemChangeInMovedSection(.moveIn(move), section: sectionMove),
      ])
    #expect(
      violations.map(\.message) == [
        "attempt to move row [0, 0] out of section 0, which is moved to 1 in the same update",
        "attempt to move row [0, 0] into section 1, which is moved from 0 in the same update",
      ])
  }

  @Test func `reloading a row while moving its section is reported`() {
    let batch = BatchUpdate(
      movedSections: [BatchUpdate.Move(from: 0, to: 1)], reloadedItems: [itemPath(0, 1)])
    let expected = BatchValidator.Violation(
      kind: .itemChangeInMovedSection(
        .reload(itemPath(0, 1)), section: BatchUpdate.Move(from: 0, to: 1)),
      message: "attempt to reload row 1 in section 0, which is moved to 1 in the same update",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [2, 1], after: [1, 2]) == [expected])
  }

  @Test func `a no-op section move with a row moved out of it is reported`() {
    let sectionMove = BatchUpdate.Move(from: 1, to: 1)
    let move = itemMove(itemPath(1, 0), itemPath(0, 1))
    let batch = BatchUpdate(movedSections: [sectionMove], movedItems: [move])
    let kinds = BatchValidator.violations(of: batch, before: [1, 2], after: [2, 1]).map(\.kind)
    #expect(kinds == [.itemChangeInMovedSection(.moveOut(move), section: sectionMove)])
  }

  @Test func `deleting a row together with its section is reported`() {
    let batch = BatchUpdate(deletedSections: [0], deletedItems: [itemPath(0, 1)])
    let expected = BatchValidator.Violation(
      kind: .itemChangeInDeletedSection(.delete(itemPath(0, 1))),
      message: "attempt to delete row 1 from section 0, which is deleted in the same update",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [2, 1], after: [1]) == [expected])
  }

  @Test func `reloading a row of a deleted section is reported`() {
    let batch = BatchUpdate(deletedSections: [0], reloadedItems: [itemPath(0, 1)])
    let kinds = BatchValidator.violations(of: batch, before: [2, 1], after: [1]).map(\.kind)
    #expect(kinds == [.itemChangeInDeletedSection(.reload(itemPath(0, 1)))])
  }

  @Test func `inserting a row into a newly inserted section is reported`() {
    let batch = BatchUpdate(insertedSections: [1], insertedItems: [itemPath(1, 0)])
    let expected = BatchValidator.Violation(
      kind: .itemChangeInInsertedSection(.insert(itemPath(1, 0))),
      message: "attempt to insert row 0 into section 1, which is inserted in the same update",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [1], after: [1, 1]) == [expected])
  }

  // MARK: Section reloads

  @Test func `reloading a section while moving it is reported`() {
    let batch = BatchUpdate(
      movedSections: [BatchUpdate.Move(from: 0, to: 1)], reloadedSections: [0])
    let expected = BatchValidator.Violation(
      kind: .sectionReloadedAndMoved(BatchUpdate.Move(from: 0, to: 1)),
      message: "attempt to perform a reload and a move from the same section (0)",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [1, 1], after: [1, 1]) == [expected])
  }

  @Test func `deleting and reloading the same section is reported`() {
    let batch = BatchUpdate(deletedSections: [0], reloadedSections: [0])
    let expected = BatchValidator.Violation(
      kind: .sectionDeletedAndReloaded(0),
      message: "attempt to delete and reload the same section (0)", isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [1, 1], after: [1]) == [expected])
  }

  @Test func `deleting a row of a reloaded section is reported`() {
    let batch = BatchUpdate(reloadedSections: [0], deletedItems: [itemPath(0, 0)])
    let expected = BatchValidator.Violation(
      kind: .itemChangeInReloadedSection(.delete(itemPath(0, 0))),
      message: "attempt to delete row 0 from section 0, which is reloaded in the same update",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [2], after: [1]) == [expected])
  }

  @Test func `inserting a row into a reloaded section is reported`() {
    let batch = BatchUpdate(reloadedSections: [0], insertedItems: [itemPath(0, 2)])
    let kinds = BatchValidator.violations(of: batch, before: [2], after: [3]).map(\.kind)
    #expect(kinds == [.itemChangeInReloadedSection(.insert(itemPath(0, 2)))])
  }

  @Test func `moving a row into a reloaded section is reported`() {
    let move = itemMove(itemPath(0, 0), itemPath(1, 1))
    let batch = BatchUpdate(reloadedSections: [1], movedItems: [move])
    let kinds = BatchValidator.violations(of: batch, before: [2, 1], after: [1, 2]).map(\.kind)
    #expect(kinds == [.itemChangeInReloadedSection(.moveIn(move))])
  }

  @Test func `reloading a row in a section whose index shifts is reported under both readings`() {
    let batch = BatchUpdate(insertedSections: [0], reloadedItems: [itemPath(1, 1)])
    let documented = BatchValidator.Violation(
      kind: .reloadedItemInShiftedSection(
        itemPath(1, 1), section: BatchUpdate.Move(from: 1, to: 2)),
      message:
        "attempt to reload row 1 in section 1, which becomes section 2 after the update; the "
        + "reload would insert it again in section 1",
      isVerbatim: false)
    // Shifted as devices do, the new cell keeps section 1, which now holds one row.
    let observed = BatchValidator.Violation(
      kind: .reloadedItemPlacedElsewhere(
        itemPath(1, 1), placed: itemPath(1, 1), belongs: itemPath(2, 1)),
      message:
        "attempt to insert row 1 into section 1, but there are only 1 rows in section 1 after "
        + "the update",
      isVerbatim: false)
    #expect(
      BatchValidator.violations(of: batch, before: [1, 2], after: [0, 1, 2])
        == [documented, observed])
  }

  @Test
  func `reloading a section whose index shifts for a deleted one is refused, stricter than UIKit`()
  {
    let batch = BatchUpdate(deletedSections: [0], reloadedSections: [1])
    let expected = BatchValidator.Violation(
      kind: .reloadedSectionShiftedStricterThanUIKit(BatchUpdate.Move(from: 1, to: 0)),
      message:
        "attempt to reload section 1, which becomes section 0 after the update; read as Apple "
        + "documents a reload, it would be inserted again as section 1",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [1, 2], after: [5]) == [expected])
  }

  // MARK: Reconfigures

  @Test func `reconfiguring and deleting the same row is reported`() {
    let batch = BatchUpdate(deletedItems: [itemPath(0, 1)], reconfiguredItems: [itemPath(0, 1)])
    let expected = BatchValidator.Violation(
      kind: .itemReconfiguredAndDeleted(itemPath(0, 1)),
      message: "attempt to reconfigure and delete the same index path ([0, 1])",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [2], after: [1]) == [expected])
  }

  @Test func `reconfiguring and reloading the same row is reported`() {
    let batch = BatchUpdate(reloadedItems: [itemPath(0, 1)], reconfiguredItems: [itemPath(0, 1)])
    let expected = BatchValidator.Violation(
      kind: .itemReconfiguredAndReloaded(itemPath(0, 1)),
      message: "attempt to reconfigure and reload the same index path ([0, 1])",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [2], after: [2]) == [expected])
  }

  @Test func `reconfiguring and moving the same row is reported`() {
    let move = itemMove(itemPath(0, 0), itemPath(0, 1))
    let batch = BatchUpdate(movedItems: [move], reconfiguredItems: [itemPath(0, 0)])
    let expected = BatchValidator.Violation(
      kind: .itemReconfiguredAndMoved(move),
      message: "attempt to perform a reconfigure and a move from the same index path ([0, 0])",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [2], after: [2]) == [expected])
  }

  @Test func `reconfiguring a row of a deleted section is reported`() {
    let batch = BatchUpdate(deletedSections: [0], reconfiguredItems: [itemPath(0, 0)])
    let expected = BatchValidator.Violation(
      kind: .itemChangeInDeletedSection(.reconfigure(itemPath(0, 0))),
      message: "attempt to reconfigure row 0 in section 0, which is deleted in the same update",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [2, 1], after: [1]) == [expected])
  }

  @Test func `reconfiguring a row of a reloaded section is reported`() {
    let batch = BatchUpdate(reloadedSections: [0], reconfiguredItems: [itemPath(0, 1)])
    let expected = BatchValidator.Violation(
      kind: .itemChangeInReloadedSection(.reconfigure(itemPath(0, 1))),
      message: "attempt to reconfigure row 1 in section 0, which is reloaded in the same update",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [2], after: [2]) == [expected])
  }

  @Test func `reconfiguring a row of a moved section is reported`() {
    let batch = BatchUpdate(
      movedSections: [BatchUpdate.Move(from: 0, to: 1)], reconfiguredItems: [itemPath(0, 0)])
    let expected = BatchValidator.Violation(
      kind: .itemChangeInMovedSection(
        .reconfigure(itemPath(0, 0)), section: BatchUpdate.Move(from: 0, to: 1)),
      message: "attempt to reconfigure row 0 in section 0, which is moved to 1 in the same update",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [1, 1], after: [1, 1]) == [expected])
  }

  // MARK: Self-check

  @Test func `inserting and reloading the same row position is reported`() {
    let batch = BatchUpdate(insertedItems: [itemPath(0, 1)], reloadedItems: [itemPath(0, 1)])
    let expected = BatchValidator.Violation(
      kind: .itemInsertedAndReloaded(itemPath(0, 1)),
      message: "attempt to insert and reload the same index path ([0, 1])", isVerbatim: false)
    let violations = BatchValidator.violations(of: batch, before: [3], after: [4])
    #expect(violations.first == expected)
    // Shifted as devices do, the new cell lands at 2, where the row goes: only the
    // documented reading refuses it.
    #expect(
      violations.dropFirst().map(\.kind) == [
        .reloadedItemShiftedStricterThanUIKit(itemPath(0, 1), belongs: itemPath(0, 2))
      ])
  }

  @Test func `moving a row onto a reloaded row's position is reported under both readings`() {
    let move = itemMove(itemPath(0, 2), itemPath(0, 1))
    let batch = BatchUpdate(movedItems: [move], reloadedItems: [itemPath(0, 1)])
    let expected = BatchValidator.Violation(
      kind: .itemMovedOntoReloaded(move),
      message: "attempt to perform a reload and a move to the same index path ([0, 1])",
      isVerbatim: false)
    let violations = BatchValidator.violations(of: batch, before: [3], after: [3])
    #expect(violations.first == expected)
    #expect(
      violations.dropFirst().map(\.kind) == [
        .reloadedItemShiftedStricterThanUIKit(itemPath(0, 1), belongs: itemPath(0, 2)),
        .reloadedItemPlacedElsewhere(
          itemPath(0, 1), placed: itemPath(0, 1), belongs: itemPath(0, 2)),
      ])
    #expect(
      violations.last?.message
        == "attempt to perform an insert and a move to the same index path ([0, 1])")
  }

  @Test func `inserting and reloading the same section index is reported`() {
    let batch = BatchUpdate(insertedSections: [1], reloadedSections: [1])
    let violations = BatchValidator.violations(of: batch, before: [1, 1], after: [1, 1, 1])
    #expect(
      violations.map(\.kind) == [
        .sectionInsertedAndReloaded(1),
        .reloadedSectionShiftedStricterThanUIKit(BatchUpdate.Move(from: 1, to: 2)),
      ])
    #expect(violations.first?.message == "attempt to insert and reload the same section (1)")
  }

  @Test func `moving a section onto a reloaded section's index is reported`() {
    let batch = BatchUpdate(
      movedSections: [BatchUpdate.Move(from: 0, to: 1)], reloadedSections: [1])
    let violations = BatchValidator.violations(of: batch, before: [1, 1, 1], after: [1, 1, 1])
    #expect(
      violations.map(\.kind) == [
        .sectionMovedOntoReloaded(BatchUpdate.Move(from: 0, to: 1)),
        .reloadedSectionShiftedStricterThanUIKit(BatchUpdate.Move(from: 1, to: 0)),
        // Shifted as devices do, the new content lands at 1, the move's destination.
        .reloadedSectionPlacedElsewhere(1, placed: 1, belongs: 0),
      ])
    #expect(
      violations.first?.message
        == "attempt to perform a reload and a move to the same section (1)")
  }
}
