// MARK: - Snapshot + Duplicates

extension Snapshot {
  /// Lists every identifier that occurs more than once in the given layout, with all of its
  /// positions, in list order.
  ///
  /// - Complexity: O(*n*) on average. Only called once a duplicate is known to exist.
  @usableFromInline
  static func _duplicates(
    sections: ContiguousArray<Section>,
    items: ContiguousArray<ContiguousArray<Item>>
  ) -> Failure {
    var sectionPositions: [Section.ID: [Int]] = [:]
    var sectionOrder: [Section.ID] = []
    for (index, section) in sections.enumerated() {
      if sectionPositions[section.id, default: []].isEmpty { sectionOrder.append(section.id) }
      sectionPositions[section.id, default: []].append(index)
    }
    var itemPositions: [Item.ID: [ItemPath]] = [:]
    var itemOrder: [Item.ID] = []
    for (sectionIndex, sectionItems) in items.enumerated() {
      for (itemIndex, item) in sectionItems.enumerated() {
        if itemPositions[item.id, default: []].isEmpty { itemOrder.append(item.id) }
        itemPositions[item.id, default: []]
          .append(ItemPath(section: sectionIndex, item: itemIndex))
      }
    }
    let duplicateSections = sectionOrder.compactMap { id -> Failure.Duplicate<Section.ID, Int>? in
      guard let positions = sectionPositions[id], positions.count > 1 else { return nil }
      return Failure.Duplicate(id: id, positions: positions)
    }
    let duplicateItems = itemOrder.compactMap { id -> Failure.Duplicate<Item.ID, ItemPath>? in
      guard let positions = itemPositions[id], positions.count > 1 else { return nil }
      return Failure.Duplicate(id: id, positions: positions)
    }
    return .duplicateIdentifiers(sections: duplicateSections, items: duplicateItems)
  }

  /// Whether adding these identifiers would repeat one: among themselves or with the snapshot.
  ///
  /// - Complexity: O(*k*) on average, where *k* is the number of new identifiers.
  @usableFromInline
  func _wouldDuplicate<ID: Hashable>(_ ids: some Sequence<ID>, existing: (ID) -> Bool) -> Bool {
    var seen = Set<ID>(minimumCapacity: ids.underestimatedCount)
    for id in ids {
      if existing(id) || !seen.insert(id).inserted { return true }
    }
    return false
  }

  /// The identifiers among `ids` for which `isKnown` is false, in order, without repeats.
  func _unknown<ID: Hashable>(_ ids: some Sequence<ID>, isKnown: (ID) -> Bool) -> [ID] {
    var seen = Set<ID>()
    return ids.filter { !isKnown($0) && seen.insert($0).inserted }
  }
}
