import Tabula
import Testing

/// Positions an operation names twice, and moves that share an end.
struct BatchValidatorDuplicateTests {
  @Test func `deleting a section twice is reported, and counted twice as UIKit does`() {
    let batch = BatchUpdate(deletedSections: [1, 1])
    let violations = BatchValidator.violations(of: batch, before: [1, 1, 1], after: [1, 1])
    #expect(
      violations.map(\.kind) == [
        .sectionDeletedTwice(1), .invalidSectionCount(before: 3, after: 2, inserted: 0, deleted: 2),
      ])
    #expect(violations.first?.message == "attempt to delete section 1 more than once")
  }

  @Test func `inserting a section twice is reported, and counted twice as UIKit does`() {
    let batch = BatchUpdate(insertedSections: [0, 0])
    let violations = BatchValidator.violations(of: batch, before: [1], after: [0, 1])
    #expect(
      violations.map(\.kind) == [
        .sectionInsertedTwice(0),
        .invalidSectionCount(before: 1, after: 2, inserted: 2, deleted: 0),
      ])
    #expect(violations.first?.message == "attempt to insert section 0 more than once")
  }

  @Test func `reloading a section twice is reported`() {
    let batch = BatchUpdate(reloadedSections: [0, 0])
    let expected = BatchValidator.Violation(
      kind: .sectionReloadedTwice(0), message: "attempt to reload section 0 more than once",
      isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [1, 1], after: [1, 1]) == [expected])
  }

  @Test func `reloading a row twice is reported`() {
    let batch = BatchUpdate(reloadedItems: [itemPath(0, 1), itemPath(0, 1)])
    let expected = BatchValidator.Violation(
      kind: .itemReloadedTwice(itemPath(0, 1)),
      message: "attempt to reload row 1 in section 0 more than once", isVerbatim: false)
    #expect(BatchValidator.violations(of: batch, before: [2], after: [2]) == [expected])
  }

  @Test func `a position named three times is reported once`() {
    let batch = BatchUpdate(reloadedItems: Array(repeating: itemPath(0, 0), count: 3))
    let kinds = BatchValidator.violations(of: batch, before: [1], after: [1]).map(\.kind)
    #expect(kinds == [.itemReloadedTwice(itemPath(0, 0))])
  }

  @Test func `moving one section to two places is reported`() {
    let moves = [BatchUpdate.Move(from: 0, to: 1), BatchUpdate.Move(from: 0, to: 2)]
    let batch = BatchUpdate(movedSections: moves)
    let expected = BatchValidator.Violation(
      kind: .sectionMovedToTwoPlaces(moves[0], moves[1]),
      message: "attempt to move section 0 to both 1 and 2", isVerbatim: false)
    #expect(
      BatchValidator.violations(of: batch, before: [1, 1, 1], after: [1, 1, 1]) == [expected])
  }

  @Test func `moving two sections to one place is reported`() {
    let moves = [BatchUpdate.Move(from: 0, to: 2), BatchUpdate.Move(from: 1, to: 2)]
    let batch = BatchUpdate(movedSections: moves)
    let expected = BatchValidator.Violation(
      kind: .sectionsMovedToOnePlace(moves[0], moves[1]),
      message: "attempt to move both section 0 and 1 to 2", isVerbatim: false)
    #expect(
      BatchValidator.violations(of: batch, before: [1, 1, 1], after: [1, 1, 1]) == [expected])
  }

  @Test func `moving one item to three places is reported once for each extra place`() {
    let moves = [
      itemMove(itemPath(0, 0), itemPath(0, 1)), itemMove(itemPath(0, 0), itemPath(0, 2)),
      itemMove(itemPath(0, 0), itemPath(0, 3)),
    ]
    let batch = BatchUpdate(movedItems: moves)
    let violations = BatchValidator.violations(
      of: batch, before: [4], after: [4], surface: .collection)
    #expect(
      violations.map(\.kind) == [
        .itemMovedToTwoPlaces(moves[0], moves[1]), .itemMovedToTwoPlaces(moves[0], moves[2]),
      ])
    #expect(
      violations.map(\.message) == [
        "attempt to move item at index path [0, 0] to both [0, 1] and [0, 2]",
        "attempt to move item at index path [0, 0] to both [0, 1] and [0, 3]",
      ])
  }
}
