/// The state of a list at one moment: sections in order, each with its items in order.
///
/// A snapshot is a value. Building one, changing it, and handing it to a data source never
/// touches a view; the update engine compares two snapshots to animate the difference.
///
/// **Identity and content are separate.** Sections and items are `Identifiable`: the `id`
/// says *which* row a value is, and decides inserts, deletes and moves. `Equatable` says
/// whether a row that stayed has *changed*, and decides whether its cell is updated in place.
///
/// ```swift
/// var snapshot = Snapshot<ListSection, Country>()
/// try snapshot.appendSections([ListSection("Europe")])
/// try snapshot.appendItems([france, italy])
/// snapshot.path(of: italy.id)  // [0, 1]
/// ```
///
/// **Identifiers are unique.** Section identifiers are unique among sections, item
/// identifiers across the whole snapshot. Every operation that could break this (building,
/// appending, inserting) checks it and throws ``SnapshotError/duplicateIdentifiers(sections:items:)``
/// naming each duplicate and every position where it stands. Operations that name identifiers
/// or positions throw ``SnapshotError/unknownSections(_:)``, ``SnapshotError/unknownItems(_:)``
/// or ``SnapshotError/positionOutOfRange(_:)`` when one is not in the snapshot. A throwing
/// operation changes nothing. Queries never throw and never trap: an unknown identifier or an
/// out-of-range position answers `nil`.
///
/// Lookups by identifier (``path(of:)``, ``item(id:)``, ``index(ofSection:)``) take O(1) on
/// average; building a snapshot of *n* items takes O(*n*).
public struct Snapshot<
  Section: Identifiable & Equatable,
  Item: Identifiable & Equatable
> where Section.ID: Sendable, Item.ID: Sendable {
  /// The error every throwing operation of this snapshot throws.
  public typealias Failure = SnapshotError<Section.ID, Item.ID>

  @usableFromInline var _sections: ContiguousArray<Section>
  @usableFromInline var _items: ContiguousArray<ContiguousArray<Item>>
  @usableFromInline var _sectionIndex: [Section.ID: Int]
  @usableFromInline var _itemIndex: [Item.ID: ItemPath]
  @usableFromInline var _reloadedItems: Set<Item.ID>
  @usableFromInline var _reconfiguredItems: Set<Item.ID>
  @usableFromInline var _reloadedSections: Set<Section.ID>

  // MARK: Lifecycle

  /// Creates an empty snapshot: no sections, no items.
  @inlinable
  public init() {
    _sections = []
    _items = []
    _sectionIndex = [:]
    _itemIndex = [:]
    _reloadedItems = []
    _reconfiguredItems = []
    _reloadedSections = []
  }

  /// Creates a snapshot from sections and their items, in order.
  ///
  /// ```swift
  /// let snapshot = try Snapshot(sections: [
  ///   SnapshotSection(ListSection("Europe"), items: [france, italy]),
  ///   SnapshotSection(ListSection("Asia"), items: [japan]),
  /// ])
  /// ```
  ///
  /// - Parameter sections: The sections, each with its items, in the order the list shows them.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(sections:items:)`` naming every identifier
  ///   that occurs more than once (sections among sections, items across all sections) and
  ///   every position where it occurs. Nothing is dropped.
  /// - Complexity: O(*n*) on average, where *n* is the number of sections and items.
  @inlinable
  public init(sections: [SnapshotSection<Section, Item>]) throws(Failure) {
    self.init()
    var itemCount = 0
    for section in sections { itemCount += section.items.count }
    // NB: sizing both tables up front avoids rehashing while building large lists.
    _sectionIndex.reserveCapacity(sections.count)
    _itemIndex.reserveCapacity(itemCount)
    _sections.reserveCapacity(sections.count)
    _items.reserveCapacity(sections.count)
    var foundDuplicate = false
    for (sectionIndex, section) in sections.enumerated() {
      if _sectionIndex.updateValue(sectionIndex, forKey: section.model.id) != nil {
        foundDuplicate = true
      }
      for (itemIndex, item) in section.items.enumerated() {
        let path = ItemPath(section: sectionIndex, item: itemIndex)
        if _itemIndex.updateValue(path, forKey: item.id) != nil { foundDuplicate = true }
      }
      _sections.append(section.model)
      _items.append(ContiguousArray(section.items))
    }
    if foundDuplicate { throw Self._duplicates(sections: _sections, items: _items) }
  }
}

// MARK: - Snapshot + Sendable

extension Snapshot: Sendable where Section: Sendable, Item: Sendable {}
