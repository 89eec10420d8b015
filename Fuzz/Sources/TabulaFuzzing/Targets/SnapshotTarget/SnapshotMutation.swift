import Tabula

/// One call of `Snapshot`'s mutating API, with arguments that may name what is not there.
enum SnapshotMutation {
  case appendItems([FuzzItem], toSection: Int?)
  case insertItemsBefore([FuzzItem], Int)
  case insertItemsAfter([FuzzItem], Int)
  case deleteItems([Int])
  case moveItemBefore(Int, Int)
  case moveItemAfter(Int, Int)
  case updateItems([FuzzItem])
  case insertItemsAt([FuzzItem], ItemPath)
  case removeItem(ItemPath)
  case moveItemAt(ItemPath, ItemPath)
  case reloadItems([Int])
  case reconfigureItems([Int])
  case reloadSections([Int])
  case clearReloadMarks
  case appendSections([FuzzSection])
  case insertSectionsBefore([FuzzSection], Int)
  case insertSectionsAfter([FuzzSection], Int)
  case deleteSections([Int])
  case moveSectionBefore(Int, Int)
  case moveSectionAfter(Int, Int)
  case updateSections([FuzzSection])
  case deleteAllItems

  static let sectionIDs = 0...9
  static let itemIDs = 0...39

  /// The next mutation the bytes choose.
  init(_ input: inout FuzzInput) {
    func items(_ input: inout FuzzInput) -> [FuzzItem] {
      input.array(upTo: 4) { $0.item(ids: Self.itemIDs) }
    }
    func itemIDs(_ input: inout FuzzInput) -> [Int] {
      input.array(upTo: 4) { $0.int(in: Self.itemIDs) }
    }
    func sections(_ input: inout FuzzInput) -> [FuzzSection] {
      input.array(upTo: 3) { $0.section(ids: Self.sectionIDs) }
    }
    func sectionIDs(_ input: inout FuzzInput) -> [Int] {
      input.array(upTo: 3) { $0.int(in: Self.sectionIDs) }
    }
    let itemID = { (input: inout FuzzInput) in input.int(in: Self.itemIDs) }
    let sectionID = { (input: inout FuzzInput) in input.int(in: Self.sectionIDs) }
    switch input.int(in: 0...21) {
    case 0: self = .appendItems(items(&input), toSection: input.bool() ? sectionID(&input) : nil)
    case 1: self = .insertItemsBefore(items(&input), itemID(&input))
    case 2: self = .insertItemsAfter(items(&input), itemID(&input))
    case 3: self = .deleteItems(itemIDs(&input))
    case 4: self = .moveItemBefore(itemID(&input), itemID(&input))
    case 5: self = .moveItemAfter(itemID(&input), itemID(&input))
    case 6: self = .updateItems(items(&input))
    case 7: self = .insertItemsAt(items(&input), input.path())
    case 8: self = .removeItem(input.path())
    case 9: self = .moveItemAt(input.path(), input.path())
    case 10: self = .reloadItems(itemIDs(&input))
    case 11: self = .reconfigureItems(itemIDs(&input))
    case 12: self = .reloadSections(sectionIDs(&input))
    case 13: self = .clearReloadMarks
    case 14: self = .appendSections(sections(&input))
    case 15: self = .insertSectionsBefore(sections(&input), sectionID(&input))
    case 16: self = .insertSectionsAfter(sections(&input), sectionID(&input))
    case 17: self = .deleteSections(sectionIDs(&input))
    case 18: self = .moveSectionBefore(sectionID(&input), sectionID(&input))
    case 19: self = .moveSectionAfter(sectionID(&input), sectionID(&input))
    case 20: self = .updateSections(sections(&input))
    default: self = .deleteAllItems
    }
  }
}
