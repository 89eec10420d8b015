// MARK: - UpdatePlan + Staging

extension UpdatePlan {
  /// Whether a section that moves also has items deleted, inserted, moved or updated: UIKit
  /// cannot do both in one batch.
  @inlinable
  static func _movesSectionsWithItemChanges(_ difference: SnapshotDifference) -> Bool {
    guard !difference.movedSections.isEmpty else { return false }
    let movedOld = Set(difference.movedSections.map(\.from))
    let movedNew = Set(difference.movedSections.map(\.to))
    return difference.deletedItems.contains { movedOld.contains($0.section) }
      || difference.insertedItems.contains { movedNew.contains($0.section) }
      || difference.movedItems.contains {
        movedOld.contains($0.from.section) || movedNew.contains($0.to.section)
      }
      || difference.updatedItems.contains { movedNew.contains($0.to.section) }
  }

  /// The intermediate list of a two-stage update: the old sections in their old order, each
  /// kept section already holding its new items. Deleted sections still stand, holding the
  /// old items that no kept section takes, so items can move out of them.
  @inlinable
  static func _itemsInOldSectionOrder(
    old: Snapshot<Section, Item>, new: Snapshot<Section, Item>
  ) -> Snapshot<Section, Item> {
    var items = ContiguousArray<_ItemTree<Item>>()
    items.reserveCapacity(old._sections.count)
    for (index, section) in old._sections.enumerated() {
      if let newIndex = new._sectionIndex[section.id] {
        items.append(new._items[newIndex])
      } else {
        items.append(
          old._items[index].filter { item in
            guard let newSection = new.sectionIndex(containingItem: item.id) else { return true }
            return old._sectionIndex[new._sections[newSection].id] == nil
          })
      }
    }
    return Snapshot(_uncheckedSections: old._sections, trees: items)
  }
}
