import Tabula
import Testing

/// The section count and the item count of each surviving section.
struct BatchValidatorCountTests {
  @Test func `a wrong section count is reported with the table view's verbatim message`() {
    let batch = BatchUpdate(deletedSections: [0])
    let expected = BatchValidator.Violation(
      kind: .invalidSectionCount(before: 2, after: 2, inserted: 0, deleted: 1),
      message:
        "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (2) must be equal to the number of sections contained in "
        + "the table view before the update (2), plus or minus the number of sections inserted "
        + "or deleted (0 inserted, 1 deleted).",
      isVerbatim: true)
    #expect(BatchValidator.violations(of: batch, before: [1, 1], after: [1, 1]) == [expected])
  }

  @Test func `a wrong section count is reported with the collection view's verbatim message`() {
    let batch = BatchUpdate(insertedSections: [1])
    let violations = BatchValidator.violations(
      of: batch, before: [1], after: [1, 1, 1], surface: .collection)
    let expected = BatchValidator.Violation(
      kind: .invalidSectionCount(before: 1, after: 3, inserted: 1, deleted: 0),
      message:
        "Invalid update: invalid number of sections. The number of sections contained in the "
        + "collection view after the update (3) must be equal to the number of sections "
        + "contained in the collection view before the update (1), plus or minus the number of "
        + "sections inserted or deleted (1 inserted, 0 deleted).",
      isVerbatim: true)
    #expect(violations == [expected])
  }

  @Test func `a wrong row count is reported with the table view's verbatim message`() {
    let batch = BatchUpdate(insertedItems: [itemPath(0, 0)])
    let expected = BatchValidator.Violation(
      kind: .invalidItemCount(
        section: 0, before: 3, after: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0),
      message:
        "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (3) must be equal to the number of rows "
        + "contained in that section before the update (3), plus or minus the number of rows "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out).",
      isVerbatim: true)
    #expect(BatchValidator.violations(of: batch, before: [3, 1], after: [3, 1]) == [expected])
  }

  @Test func `a wrong item count is reported with the collection view's verbatim message`() {
    let batch = BatchUpdate(deletedItems: [itemPath(1, 0)])
    let violations = BatchValidator.violations(
      of: batch, before: [3, 1], after: [3, 1], surface: .collection)
    let expected = BatchValidator.Violation(
      kind: .invalidItemCount(
        section: 1, before: 1, after: 1, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0),
      message:
        "Invalid update: invalid number of items in section 1. The number of items contained in "
        + "an existing section after the update (1) must be equal to the number of items "
        + "contained in that section before the update (1), plus or minus the number of items "
        + "inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out).",
      isVerbatim: true)
    #expect(violations == [expected])
  }

  @Test func `a row count message names the section by its index after the update`() {
    let batch = BatchUpdate(insertedSections: [0], deletedItems: [itemPath(1, 0)])
    let kinds = BatchValidator.violations(of: batch, before: [2, 3], after: [4, 2, 3]).map(\.kind)
    #expect(
      kinds == [
        .invalidItemCount(
          section: 2, before: 3, after: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)
      ])
  }

  @Test func `moves across sections count as moved in and moved out`() {
    let batch = BatchUpdate(movedItems: [itemMove(itemPath(0, 0), itemPath(1, 0))])
    let kinds = BatchValidator.violations(of: batch, before: [2, 2], after: [2, 2]).map(\.kind)
    #expect(
      kinds == [
        .invalidItemCount(
          section: 0, before: 2, after: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1),
        .invalidItemCount(
          section: 1, before: 2, after: 2, inserted: 0, deleted: 0, movedIn: 1, movedOut: 0),
      ])
  }

  @Test func `moves within a section do not count as moved in or out`() {
    let batch = BatchUpdate(
      insertedItems: [itemPath(0, 0)], movedItems: [itemMove(itemPath(0, 0), itemPath(0, 2))])
    let kinds = BatchValidator.violations(of: batch, before: [3], after: [3]).map(\.kind)
    #expect(
      kinds == [
        .invalidItemCount(
          section: 0, before: 3, after: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)
      ])
  }

  @Test func `moves follow their sections to their new indices`() {
    let batch = BatchUpdate(
      movedSections: [BatchUpdate.Move(from: 0, to: 1)],
      movedItems: [itemMove(itemPath(1, 0), itemPath(0, 1))])
    // Old section 1 fills new index 0, so the row moves within its own section.
    let kinds = BatchValidator.violations(of: batch, before: [1, 2, 3], after: [2, 1, 3])
      .map(\.kind)
    #expect(kinds.isEmpty)
  }

  @Test func `a reloaded row counts as a delete and an insert, which cancel out`() {
    let batch = BatchUpdate(reloadedItems: [itemPath(0, 0)])
    #expect(BatchValidator.violations(of: batch, before: [2], after: [2]).isEmpty)
  }

  @Test func `a reloaded section may change its row count`() {
    let batch = BatchUpdate(reloadedSections: [0])
    #expect(BatchValidator.violations(of: batch, before: [2, 1], after: [5, 1]).isEmpty)
  }

  @Test func `row counts are not checked when the sections do not map unambiguously`() {
    let batch = BatchUpdate(deletedSections: [5])
    let kinds = BatchValidator.violations(of: batch, before: [2], after: []).map(\.kind)
    #expect(kinds == [.deletedSectionOutOfRange(5)])
  }

  @Test func `every section with a wrong row count is reported, not just the first`() {
    let batch = BatchUpdate()
    let sections = BatchValidator.violations(of: batch, before: [1, 2, 3], after: [2, 2, 4])
      .map(\.kind.itemCountSection)
    #expect(sections == [0, 2])
  }
}
