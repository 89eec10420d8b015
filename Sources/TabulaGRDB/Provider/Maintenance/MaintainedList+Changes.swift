import Tabula

// MARK: - MaintainedList + Changes

extension MaintainedList {
  /// Applies a commit: the rowids it changed, and those of them that belong to the result now.
  ///
  /// A row that keeps its item, section and ordering values is updated in place; any other
  /// changed row leaves its place, and the rows of the result are then inserted where the
  /// query's order puts them.
  ///
  /// - Returns: Whether the snapshot changed.
  /// - Throws: `SnapshotError` if a row cannot be placed (the result repeats an identifier); the
  ///   list is then unusable, and the query must be fetched again.
  /// - Complexity: O(*k* (log *n* + *m*)) on average, for *k* changed rows in a list of *n*
  ///   items, where *m* is the cost of one snapshot insertion or removal.
  mutating func apply(changed: [Int64], rows: [MaintainedRow<Record>]) throws -> Bool {
    var fetched: [Int64: MaintainedRow<Record>] = [:]
    for row in rows { fetched[row.rowID] = row }
    var updated: [Record] = []
    var removed: [Record.ID] = []
    var inserted: [MaintainedRow<Record>] = []
    for rowID in changed {
      let oldID = rowIDs[rowID]
      let new = fetched[rowID]
      if let oldID, let new, new.record.id == oldID, keys[oldID] == new.key,
        let path = snapshot.path(of: oldID),
        snapshot.section(at: path.section)?.id == sectionOf(new.record).id
      {
        if snapshot.item(at: path) != new.record { updated.append(new.record) }
        continue
      }
      if let oldID {
        removed.append(oldID)
        rowIDs[rowID] = nil
      }
      if let new { inserted.append(new) }
    }
    if !updated.isEmpty { try edit { snapshot in try snapshot.updateItems(updated) } }
    for id in removed { try remove(id) }
    for row in inserted { try insert(row) }
    return !(updated.isEmpty && removed.isEmpty && inserted.isEmpty)
  }

  // MARK: Private

  private mutating func remove(_ id: Record.ID) throws {
    keys[id] = nil
    guard let path = snapshot.path(of: id), let section = snapshot.section(at: path.section)
    else { return }
    try edit { snapshot in try snapshot.removeItem(at: path) }
    guard !hasOneSection else { return }
    if snapshot.numberOfItems(inSectionAt: path.section) == 0 {
      try edit { snapshot in try snapshot.deleteSections([section.id]) }
    } else if path.item == 0 {
      try placeSection(at: path.section)
    }
  }

  private mutating func insert(_ row: MaintainedRow<Record>) throws {
    let section = sectionOf(row.record)
    if let sectionIndex = snapshot.index(ofSection: section.id) {
      let item = try insertionIndex(of: row.key, inSectionAt: sectionIndex)
      try edit { snapshot in
        try snapshot.insertItems([row.record], at: ItemPath(section: sectionIndex, item: item))
      }
      rowIDs[row.rowID] = row.record.id
      keys[row.record.id] = row.key
      if item == 0, !hasOneSection { try placeSection(at: sectionIndex) }
    } else {
      let sectionIndex = try sectionInsertionIndex(of: row.key, excluding: nil)
      try edit { snapshot in
        if let next = snapshot.section(at: sectionIndex) {
          try snapshot.insertSections([section], beforeSection: next.id)
        } else {
          try snapshot.appendSections([section])
        }
        try snapshot.insertItems([row.record], at: ItemPath(section: sectionIndex, item: 0))
      }
      rowIDs[row.rowID] = row.record.id
      keys[row.record.id] = row.key
    }
  }
}
