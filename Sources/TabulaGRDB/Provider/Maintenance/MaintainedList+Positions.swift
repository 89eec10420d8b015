import Tabula

// MARK: - MaintainedList + Positions

// NB: positions are found by binary search over the snapshot, comparing ordering values kept
// for every item: O(log n) comparisons, no database access. Counting the rows before a row in
// SQL would be O(log n) only with an index on the ordering columns, and a full scan without.

extension MaintainedList {
  /// Where an item with these ordering values goes in a section: after every item that
  /// precedes it. The order is total, so no item ties with it.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of items in the section.
  func insertionIndex(of key: OrderingKey, inSectionAt section: Int) throws -> Int {
    var low = 0
    var high = snapshot.numberOfItems(inSectionAt: section) ?? 0
    while low < high {
      let middle = (low + high) / 2
      if order.precedes(try self.key(at: ItemPath(section: section, item: middle)), key) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// Where a section whose first item has these ordering values goes among the other
  /// sections: sections follow the order in which their keys first occur in the result, which
  /// is the order of their first items.
  ///
  /// - Parameter excluded: A section to leave out of the comparison (the one being placed).
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  func sectionInsertionIndex(of key: OrderingKey, excluding excluded: Int?) throws
    -> Int
  {
    let count = snapshot.numberOfSections - (excluded == nil ? 0 : 1)
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      let section = excluded.map { middle < $0 ? middle : middle + 1 } ?? middle
      if order.precedes(try self.key(at: ItemPath(section: section, item: 0)), key) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// Moves a section whose first item changed to where its new first item puts it.
  ///
  /// - Complexity: O(log *s*) to find the place, then one section move.
  mutating func placeSection(at index: Int) throws {
    guard let section = snapshot.section(at: index) else { return }
    let first = try key(at: ItemPath(section: index, item: 0))
    let target = try sectionInsertionIndex(of: first, excluding: index)
    guard target != index, let anchor = snapshot.section(at: target) else { return }
    try edit { snapshot in
      if target < index {
        try snapshot.moveSection(section.id, beforeSection: anchor.id)
      } else {
        try snapshot.moveSection(section.id, afterSection: anchor.id)
      }
    }
  }

  /// The ordering values of the item at a position.
  func key(at path: ItemPath) throws -> OrderingKey {
    guard let item = snapshot.item(at: path), let key = keys[item.id] else {
      throw Failure.missingKey
    }
    return key
  }
}
