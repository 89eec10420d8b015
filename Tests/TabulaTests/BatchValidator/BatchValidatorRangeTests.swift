import Tabula
import Testing

/// Positions that do not exist in the index space of their operation.
struct BatchValidatorRangeTests {
  @Test func `deleting a row past the end of its section is reported with UIKit's message`() {
    let batch = BatchUpdate(deletedItems: [itemPath(0, 3)])
    let expected = BatchValidator.Violation(
      kind: .deletedItemOutOfRange(itemPath(0, 3)),
      message:
        "attempt to delete row 3 from section 0 which only contains 3 rows before the update",
      isVerbatim: true)
    #expect(BatchValidator.violations(of: batch, before: [3], after: [2]) == [expected])
  }

  @Test func `deleting an item past the end of its section uses the collection view wording`() {
    let batch = BatchUpdate(deletedItems: [itemPath(0, 3)])
    let violations = BatchValidator.violations(
      of: batch, before: [3], after: [2], surface: .collection)
    let expected = BatchValidator.Violation(
      kind: .deletedItemOutOfRange(itemPath(0, 3)),
      message:
        "attempt to delete item 3 from section 0 which only contains 3 items before the update",
      isVerbatim: true)
    #expect(violations == [expected])
  }

  @Test func `inserting a row past the end of its section is reported with UIKit's message`() {
    let batch = BatchUpdate(insertedItems: [itemPath(0, 4)])
    let expected = BatchValidator.Violation(
      kind: .insertedItemOutOfRange(itemPath(0, 4)),
      message:
        "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 after "
        + "the update",
      isVerbatim: true)
    #expect(BatchValidator.violations(of: batch, before: [3], after: [4]) == [expected])
  }

  @Test func `inserting an item past the end is worded for collections but not verbatim`() {
    let batch = BatchUpdate(insertedItems: [itemPath(0, 4)])
    let violations = BatchValidator.violations(
      of: batch, before: [3], after: [4], surface: .collection)
    let expected = BatchValidator.Violation(
      kind: .insertedItemOutOfRange(itemPath(0, 4)),
      message:
        "attempt to insert item 4 into section 0, but there are only 4 items in section 0 after "
        + "the update",
      isVerbatim: false)
    #expect(violations == [expected])
  }

  @Test func `inserting a section past the end is reported with UIKit's message`() {
    let batch = BatchUpdate(insertedSections: [3])
    let expected = BatchValidator.Violation(
      kind: .insertedSectionOutOfRange(3),
      message: "attempt to insert section 3 but there are only 3 sections after the update",
      isVerbatim: true)
    #expect(BatchValidator.violations(of: batch, before: [1, 1], after: [1, 1, 0]) == [expected])
  }

  @Test func `moving a row that does not exist is reported with UIKit's message`() {
    let move = itemMove(itemPath(0, 5), itemPath(0, 0))
    let batch = BatchUpdate(movedItems: [move])
    let expected = BatchValidator.Violation(
      kind: .movedItemSourceOutOfRange(move),
      message:
        "attempt to move index path ([0, 5]) that does not exist - there are only 3 rows in "
        + "section 0 before the update",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [3], after: [3]) == [expected])
  }

  @Test func `moving a row past the end of its destination section is reported`() {
    let move = itemMove(itemPath(0, 0), itemPath(0, 3))
    let batch = BatchUpdate(movedItems: [move])
    let expected = BatchValidator.Violation(
      kind: .movedItemDestinationOutOfRange(move),
      message:
        "attempt to move index path ([0, 0]) to index path ([0, 3]) that does not exist - there "
        + "are only 3 rows in section 0 after the update",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [3], after: [3]) == [expected])
  }

  @Test func `reloading or reconfiguring a row past the end of its section is reported`() {
    let batch = BatchUpdate(reloadedItems: [itemPath(0, 3)], reconfiguredItems: [itemPath(0, 4)])
    let expected = [
      BatchValidator.Violation(
        kind: .reloadedItemOutOfRange(itemPath(0, 3)),
        message:
          "attempt to reload row 3 from section 0 which only contains 3 rows before the update",
        isVerbatim: false),
      BatchValidator.Violation(
        kind: .reconfiguredItemOutOfRange(itemPath(0, 4)),
        message:
          "attempt to reconfigure row 4 from section 0 which only contains 3 rows before the "
          + "update",
        isVerbatim: false),
    ]
    #expect(BatchValidator.violations(of: batch, before: [3], after: [3]) == expected)
  }

  @Test func `item operations in sections that do not exist name the section count`() {
    let batch = BatchUpdate(
      deletedItems: [itemPath(4, 0)], insertedItems: [itemPath(2, 0)],
      movedItems: [itemMove(itemPath(-1, 0), itemPath(7, 0))])
    let messages = BatchValidator.violations(of: batch, before: [3], after: [3]).map(\.message)
    #expect(
      messages == [
        "attempt to delete row 0 from section 4, but there are only 1 sections before the update",
        "attempt to insert row 0 into section 2, but there are only 1 sections after the update",
        "attempt to move index path ([-1, 0]) that does not exist - there are only 1 sections "
          + "before the update",
        "attempt to move index path ([-1, 0]) to index path ([7, 0]) that does not exist - "
          + "there are only 1 sections after the update",
      ])
  }

  @Test func `deleting, reloading and moving sections that do not exist is reported`() {
    let batch = BatchUpdate(
      deletedSections: [2],
      movedSections: [BatchUpdate.Move(from: 3, to: 0), BatchUpdate.Move(from: 0, to: 4)],
      reloadedSections: [5])
    let expected = [
      BatchValidator.Violation(
        kind: .deletedSectionOutOfRange(2),
        message: "attempt to delete section 2, but there are only 2 sections before the update",
        isVerbatim: false),
      BatchValidator.Violation(
        kind: .reloadedSectionOutOfRange(5),
        message: "attempt to reload section 5, but there are only 2 sections before the update",
        isVerbatim: false),
      BatchValidator.Violation(
        kind: .movedSectionSourceOutOfRange(BatchUpdate.Move(from: 3, to: 0)),
        message: "attempt to move section 3, but there are only 2 sections before the update",
        isVerbatim: false),
      BatchValidator.Violation(
        kind: .movedSectionDestinationOutOfRange(BatchUpdate.Move(from: 0, to: 4)),
        message: "attempt to move section 0 to 4, but there are only 1 sections after the update",
        isVerbatim: false),
    ]
    #expect(BatchValidator.violations(of: batch, before: [1, 1], after: [1]) == expected)
  }

  @Test func `negative and huge positions and counts are reported without trapping`() {
    let extremes = [Int.min, -1, Int.max]
    let paths = extremes.flatMap { section in extremes.map { itemPath(section, $0) } }
    let batch = BatchUpdate(
      deletedSections: extremes, insertedSections: extremes,
      movedSections: zip(extremes, extremes.reversed()).map { BatchUpdate.Move(from: $0, to: $1) },
      reloadedSections: extremes, deletedItems: paths, insertedItems: paths,
      movedItems: zip(paths, paths.reversed()).map { BatchUpdate.Move(from: $0, to: $1) },
      reloadedItems: paths, reconfiguredItems: paths)
    for counts in [[], [Int.max, -3], [Int.min, 0, Int.max]] {
      let violations = BatchValidator.violations(of: batch, before: counts, after: counts)
      #expect(violations.count > paths.count)
      #expect(violations.allSatisfy { !$0.message.isEmpty })
    }
  }

  @Test func `an item count that overflows is a count violation, not a trap`() {
    let batch = BatchUpdate(insertedItems: [itemPath(0, 0)])
    let kinds = BatchValidator.violations(of: batch, before: [Int.max], after: [Int.max])
      .map(\.kind)
    #expect(
      kinds == [
        .invalidItemCount(
          section: 0, before: Int.max, after: Int.max, inserted: 1, deleted: 0, movedIn: 0,
          movedOut: 0)
      ])
  }
}
