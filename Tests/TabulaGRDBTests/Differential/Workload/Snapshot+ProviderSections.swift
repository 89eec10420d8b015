import Tabula

// MARK: - Snapshot + provider sections

extension Snapshot where Section == ListSection {
  /// The snapshot a `QueryProvider` shows for records in this order: one section, or, with a
  /// section key, a section per key in the order keys first occur, each keeping the records'
  /// order.
  init(providerOf items: [Item], sectionKey: ((Item) -> String)?) throws {
    guard let sectionKey else {
      try self.init(sections: [SnapshotSection(ListSection(id: "items"), items: items)])
      return
    }
    var keys: [String] = []
    var groups: [String: [Item]] = [:]
    for item in items {
      let key = sectionKey(item)
      if groups[key] == nil { keys.append(key) }
      groups[key, default: []].append(item)
    }
    try self.init(
      sections: keys.map { SnapshotSection(ListSection($0), items: groups[$0] ?? []) })
  }
}
