import Tabula

// MARK: - Snapshot + Consistency

extension Snapshot where Section == FuzzSection, Item == FuzzItem {
  /// The item identifiers of every section, for messages.
  var itemLayout: [[Int]] {
    (0..<numberOfSections).map { (items(inSectionAt: $0) ?? []).map(\.id) }
  }

  /// The reload and reconfigure marks, for comparison.
  var marks: [Set<Int>] {
    [reloadedItemIdentifiers, reconfiguredItemIdentifiers, reloadedSectionIdentifiers]
  }

  /// Checks that every query of the public API tells the same story, read only through that
  /// API: counts, lookups by identity and by position, the reload marks, and the snapshot
  /// rebuilt from its own sections.
  func checkConsistency(_ context: @autoclosure () -> String) throws(FuzzFailure) {
    let sectionIDs = sectionIdentifiers
    let itemIDs = itemIdentifiers
    try require(
      sectionIDs.count == numberOfSections && sections.count == numberOfSections
        && Set(sectionIDs).count == sectionIDs.count,
      "\(context()): \(numberOfSections) sections but identifiers \(sectionIDs)")
    try require(
      itemIDs.count == numberOfItems && items.count == numberOfItems
        && Set(itemIDs).count == itemIDs.count,
      "\(context()): \(numberOfItems) items but identifiers \(itemIDs)")
    var counted = 0
    for (position, id) in sectionIDs.enumerated() {
      try require(
        index(ofSection: id) == position && section(at: position)?.id == id
          && section(id: id) == section(at: position)
          && itemIdentifiers(inSection: id) == items(inSectionAt: position)?.map(\.id)
          && numberOfItems(inSection: id) == numberOfItems(inSectionAt: position),
        "\(context()): section \(id) at \(position) looks different by identity and by position")
      for (row, item) in (items(inSectionAt: position) ?? []).enumerated() {
        let place = ItemPath(section: position, item: row)
        try require(
          path(of: item.id) == place && self.item(at: place) == item
            && self.item(id: item.id) == item && sectionIndex(containingItem: item.id) == position
            && sectionIdentifier(containingItem: item.id) == id,
          "\(context()): item \(item.id) at \(place) looks different by identity and by position")
        counted += 1
      }
    }
    try require(counted == numberOfItems, "\(context()): counted \(counted) items")
    try checkOutOfRange(context())
    let marked = reloadedItemIdentifiers.union(reconfiguredItemIdentifiers)
    try require(
      marked.allSatisfy { item(id: $0) != nil }
        && reloadedSectionIdentifiers.allSatisfy { section(id: $0) != nil },
      "\(context()): reload marks on what is gone")
    let rebuilt = try? Snapshot(
      sections: (0..<numberOfSections).compactMap { index in
        section(at: index).map { SnapshotSection($0, items: items(inSectionAt: index) ?? []) }
      })
    try require(rebuilt == self, "\(context()): rebuilt from its sections, it differs")
  }

  private func checkOutOfRange(_ context: @autoclosure () -> String) throws(FuzzFailure) {
    let outside = [
      ItemPath(section: -1, item: 0), ItemPath(section: 0, item: -1),
      ItemPath(section: numberOfSections, item: 0),
    ]
    try require(
      outside.allSatisfy { item(at: $0) == nil } && section(at: -1) == nil
        && section(at: numberOfSections) == nil && numberOfItems(inSectionAt: -1) == nil
        && items(inSectionAt: numberOfSections) == nil,
      "\(context()): a position out of range answered")
  }
}
