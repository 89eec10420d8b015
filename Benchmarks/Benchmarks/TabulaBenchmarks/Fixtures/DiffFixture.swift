import Tabula

/// Everything a diff benchmark needs, built before it is measured: the sections of both
/// lists, their snapshots, and their identifiers in flat order.
struct DiffFixture<ID: BenchmarkID>: Sendable {
  let oldSections: BenchSections<ID>
  let newSections: BenchSections<ID>
  let old: BenchSnapshot<ID>
  let new: BenchSnapshot<ID>
  let oldIDs: [ID]
  let newIDs: [ID]

  init(_ scenario: Scenario) throws {
    let change = ListChange(scenario)
    var generator = SeededGenerator(seed: scenario.seed &+ 1)
    let ids = (0..<change.keyCount).map { ID.make(key: $0, using: &generator) }
    func sections(_ layout: [[Int]]) -> BenchSections<ID> {
      layout.enumerated().map { index, keys in
        SnapshotSection(
          BenchSection(id: index), items: keys.map { BenchItem(id: ids[$0], revision: 0) })
      }
    }
    oldSections = sections(change.old)
    newSections = sections(change.new)
    old = try Snapshot(sections: oldSections)
    new = try Snapshot(sections: newSections)
    oldIDs = change.old.joined().map { ids[$0] }
    newIDs = change.new.joined().map { ids[$0] }
  }
}
