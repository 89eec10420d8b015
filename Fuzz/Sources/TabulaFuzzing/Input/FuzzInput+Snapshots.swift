public import Tabula

// MARK: - FuzzInput + Snapshots

extension FuzzInput {
  /// Sections of items whose identities may repeat, within and across sections.
  public mutating func sectionsWithAnyIdentities(
    sections: ClosedRange<Int> = 0...9, items: ClosedRange<Int> = 0...39
  ) -> [SnapshotSection<FuzzSection, FuzzItem>] {
    array(upTo: 6) { input in
      SnapshotSection(
        input.section(ids: sections),
        items: input.array(upTo: 8) { $0.item(ids: items) })
    }
  }

  /// A valid snapshot: sections and items as decoded, each identity after its first use
  /// dropped.
  public mutating func snapshot(
    sections: ClosedRange<Int> = 0...9, items: ClosedRange<Int> = 0...39, maxSections: Int = 6,
    maxItems: Int = 10
  ) -> FuzzSnapshot {
    var seenSections = Set<Int>()
    var seenItems = Set<Int>()
    var unique: [SnapshotSection<FuzzSection, FuzzItem>] = []
    for _ in 0..<int(in: 0...maxSections) {
      let section = self.section(ids: sections)
      let decoded = array(upTo: maxItems) { $0.item(ids: items) }
      guard seenSections.insert(section.id).inserted else { continue }
      unique.append(
        SnapshotSection(section, items: decoded.filter { seenItems.insert($0.id).inserted }))
    }
    // NB: the identities are unique by construction, so this never falls back.
    return (try? FuzzSnapshot(sections: unique)) ?? FuzzSnapshot()
  }

  /// A section with an identity from `ids` and a title from 0 to 2.
  public mutating func section(ids: ClosedRange<Int>) -> FuzzSection {
    FuzzSection(id: int(in: ids), title: int(in: 0...2))
  }

  /// An item with an identity from `ids` and a content from 0 to 2.
  public mutating func item(ids: ClosedRange<Int>) -> FuzzItem {
    FuzzItem(id: int(in: ids), content: int(in: 0...2))
  }

  /// A position that may be out of range, or negative, in a snapshot of up to seven sections.
  public mutating func path() -> ItemPath {
    ItemPath(section: int(in: -1...7), item: int(in: -1...11))
  }
}
