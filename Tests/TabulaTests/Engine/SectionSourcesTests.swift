import Tabula
import Testing

struct SectionSourcesTests {
  @Test func `sections keep their order around deletes, inserts and moves`() {
    let batch = BatchUpdate(
      deletedSections: [1], insertedSections: [0], movedSections: [BatchUpdate.Move(from: 3, to: 1)]
    )
    // Old 0, 1, 2, 3 → new: inserted, old 3 (moved), old 0, old 2.
    #expect(batch.sectionSources(oldCount: 4, newCount: 4) == [nil, 3, 0, 2])
  }

  @Test func `an empty batch maps every section to itself`() {
    #expect(BatchUpdate().sectionSources(oldCount: 3, newCount: 3) == [0, 1, 2])
  }

  @Test func `sections that cannot be laid out give nil`() {
    #expect(BatchUpdate().sectionSources(oldCount: 3, newCount: 2) == nil)
    #expect(BatchUpdate(insertedSections: [5]).sectionSources(oldCount: 1, newCount: 2) == nil)
    #expect(
      BatchUpdate(movedSections: [BatchUpdate.Move(from: 4, to: 0)]).sectionSources(
        oldCount: 1, newCount: 1)
        == nil)
  }
}
