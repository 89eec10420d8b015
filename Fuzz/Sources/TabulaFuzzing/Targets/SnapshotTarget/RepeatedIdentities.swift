import Tabula

/// The identities that occur more than once in a list of sections, each with every position
/// it occurs at: what `Snapshot(sections:)` must report, worked out independently.
struct RepeatedIdentities: Equatable, CustomStringConvertible {
  var sections: [Int: Set<Int>] = [:]
  var items: [Int: Set<ItemPath>] = [:]

  init(of input: [SnapshotSection<FuzzSection, FuzzItem>]) {
    var sectionPositions: [Int: Set<Int>] = [:]
    var itemPositions: [Int: Set<ItemPath>] = [:]
    for (index, section) in input.enumerated() {
      sectionPositions[section.model.id, default: []].insert(index)
      for (row, item) in section.items.enumerated() {
        itemPositions[item.id, default: []].insert(ItemPath(section: index, item: row))
      }
    }
    sections = sectionPositions.filter { $0.value.count > 1 }
    items = itemPositions.filter { $0.value.count > 1 }
  }

  init(
    sections: [SnapshotError<Int, Int>.Duplicate<Int, Int>],
    items: [SnapshotError<Int, Int>.Duplicate<Int, ItemPath>]
  ) {
    for repeated in sections {
      self.sections[repeated.id, default: []].formUnion(repeated.positions)
    }
    for repeated in items { self.items[repeated.id, default: []].formUnion(repeated.positions) }
  }

  var isEmpty: Bool { sections.isEmpty && items.isEmpty }

  var description: String { "repeated sections \(sections), items \(items)" }

  /// The snapshot of the sections with every identity after its first occurrence dropped.
  func firstOccurrences(of input: [SnapshotSection<FuzzSection, FuzzItem>]) -> FuzzSnapshot {
    var seenSections = Set<Int>()
    var seenItems = Set<Int>()
    let unique = input.filter { seenSections.insert($0.model.id).inserted }.map { section in
      SnapshotSection(
        section.model, items: section.items.filter { seenItems.insert($0.id).inserted })
    }
    return (try? FuzzSnapshot(sections: unique)) ?? FuzzSnapshot()
  }
}
