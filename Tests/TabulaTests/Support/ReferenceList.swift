import Tabula

/// The naive model a snapshot is checked against: an array of sections, each with an array of
/// items, every lookup a linear scan.
struct ReferenceList: Equatable {
  var sections: [Shelf] = []
  var items: [[Fruit]] = []
  var reloadedItems: Set<Int> = []
  var reconfiguredItems: Set<Int> = []
  var reloadedSections: Set<Int> = []

  var allItems: [Fruit] { items.flatMap { $0 } }

  func sectionIndex(of id: Int) -> Int? { sections.firstIndex { $0.id == id } }

  func path(of id: Int) -> ItemPath? {
    for (section, list) in items.enumerated() {
      if let item = list.firstIndex(where: { $0.id == id }) {
        return ItemPath(section: section, item: item)
      }
    }
    return nil
  }

  /// Every repeated identifier in a layout, with all of its positions, found by brute force.
  static func duplicates(sections: [Shelf], items: [[Fruit]]) -> FruitError? {
    var sectionReports: [FruitError.Duplicate<Int, Int>] = []
    var seenSections: [Int] = []
    for shelf in sections where !seenSections.contains(shelf.id) {
      seenSections.append(shelf.id)
      let positions = sections.indices.filter { sections[$0].id == shelf.id }
      if positions.count > 1 {
        sectionReports.append(.init(id: shelf.id, positions: positions))
      }
    }
    var itemReports: [FruitError.Duplicate<Int, ItemPath>] = []
    var seenItems: [Int] = []
    let flat = items.enumerated().flatMap { section, list in
      list.enumerated().map { (ItemPath(section: section, item: $0.offset), $0.element.id) }
    }
    for (_, id) in flat where !seenItems.contains(id) {
      seenItems.append(id)
      let positions = flat.filter { $0.1 == id }.map(\.0)
      if positions.count > 1 {
        itemReports.append(.init(id: id, positions: positions))
      }
    }
    if sectionReports.isEmpty && itemReports.isEmpty { return nil }
    return .duplicateIdentifiers(sections: sectionReports, items: itemReports)
  }

  func unknownItems(_ ids: [Int]) -> [Int] {
    var result: [Int] = []
    for id in ids where path(of: id) == nil && !result.contains(id) { result.append(id) }
    return result
  }

  func unknownSections(_ ids: [Int]) -> [Int] {
    var result: [Int] = []
    for id in ids where sectionIndex(of: id) == nil && !result.contains(id) { result.append(id) }
    return result
  }

  mutating func forgetItems(_ ids: some Sequence<Int>) {
    for id in ids {
      reloadedItems.remove(id)
      reconfiguredItems.remove(id)
    }
  }
}
