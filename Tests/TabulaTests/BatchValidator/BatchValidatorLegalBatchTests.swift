import Tabula
import Testing

/// Batches UIKit accepts, which must produce no violation.
struct BatchValidatorLegalBatchTests {
  @Test(arguments: [BatchValidator.SurfaceKind.table, .collection])
  func `a mixed legal batch has no violations`(surface: BatchValidator.SurfaceKind) {
    // Sections A B C become N A C: B is deleted, N inserted, A shifts from 0 to 1.
    let batch = BatchUpdate(
      deletedSections: [1], insertedSections: [0], deletedItems: [itemPath(0, 2)],
      insertedItems: [itemPath(2, 4)],
      movedItems: [
        itemMove(itemPath(0, 0), itemPath(2, 0)), itemMove(itemPath(2, 1), itemPath(1, 0)),
      ],
      reloadedItems: [itemPath(2, 3)], reconfiguredItems: [itemPath(0, 1)])
    let violations = BatchValidator.violations(
      of: batch, before: [3, 2, 4], after: [5, 2, 5], surface: surface)
    #expect(violations == [])
  }

  @Test func `an empty batch has no violations`() {
    #expect(BatchValidator.violations(of: BatchUpdate(), before: [3, 0], after: [3, 0]) == [])
    #expect(BatchValidator.violations(of: BatchUpdate(), before: [], after: []) == [])
  }

  @Test func `moves repeated exactly are dropped silently, as UIKit does`() {
    let move = itemMove(itemPath(0, 0), itemPath(1, 1))
    let batch = BatchUpdate(
      movedSections: [
        BatchUpdate.Move(from: 2, to: 3), BatchUpdate.Move(from: 2, to: 3),
        BatchUpdate.Move(from: 3, to: 2),
      ],
      movedItems: [move, move])
    let violations = BatchValidator.violations(
      of: batch, before: [2, 1, 0, 0], after: [1, 2, 0, 0])
    #expect(violations == [])
  }

  @Test func `swapping two sections and a no-op section move are legal`() {
    let batch = BatchUpdate(
      movedSections: [
        BatchUpdate.Move(from: 0, to: 1), BatchUpdate.Move(from: 1, to: 0),
        BatchUpdate.Move(from: 2, to: 2),
      ])
    #expect(BatchValidator.violations(of: batch, before: [1, 2, 3], after: [2, 1, 3]) == [])
  }

  @Test func `reloading a row whose deletes and inserts before it cancel out is legal`() {
    let batch = BatchUpdate(
      deletedItems: [itemPath(0, 0)], insertedItems: [itemPath(0, 0)],
      reloadedItems: [itemPath(0, 2)])
    #expect(BatchValidator.violations(of: batch, before: [3], after: [3]) == [])
  }

  @Test func `reloading a row shifted by a delete before it is refused, stricter than UIKit`() {
    let batch = BatchUpdate(deletedItems: [itemPath(0, 0)], reloadedItems: [itemPath(0, 2)])
    #expect(
      BatchValidator.violations(of: batch, before: [3], after: [2]).map(\.kind) == [
        .reloadedItemShiftedStricterThanUIKit(itemPath(0, 2), belongs: itemPath(0, 1))
      ])
  }

  @Test func `reconfiguring a row in a shifted section is legal`() {
    let batch = BatchUpdate(insertedSections: [0], reconfiguredItems: [itemPath(1, 0)])
    #expect(BatchValidator.violations(of: batch, before: [1, 2], after: [0, 1, 2]) == [])
  }

  @Test func `reloading a section and the rows of another is legal`() {
    let batch = BatchUpdate(reloadedSections: [0], reloadedItems: [itemPath(1, 0)])
    #expect(BatchValidator.violations(of: batch, before: [2, 1], after: [4, 1]) == [])
  }
}
