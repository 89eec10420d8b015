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
/// Lookups by identifier take O(1) on average for sections (``index(ofSection:)``) and
/// O(log *n*) for items (``path(of:)``, ``item(id:)``); building a snapshot of *n* items takes
/// O(*n*).
///
/// **Edits cost what they change.** Each section keeps its items in a balanced tree, and the
/// table of item identifiers records where an item stands in a form that does not shift when
/// others are inserted or removed. Inserting, removing, moving or replacing one item takes
/// O(log *n*), in the middle of a section of a million items as at its end. Copies share their
/// storage: editing a copy of a large snapshot (the one a list shows, say) copies only the
/// O(log *n*) pieces that the edit changes.
public struct Snapshot<
  Section: Identifiable & Equatable,
  Item: Identifiable & Equatable
> where Section.ID: Sendable, Item.ID: Sendable {
  /// The error every throwing operation of this snapshot throws.
  public typealias Failure = SnapshotError<Section.ID, Item.ID>

  @usableFromInline var _sections: ContiguousArray<Section>
  @usableFromInline var _items: ContiguousArray<_ItemTree<Item>>
  /// For each section, a key that stays the section's while it is in the snapshot, however
  /// sections move: item slots name their section by it.
  @usableFromInline var _sectionKeys: ContiguousArray<Int>
  @usableFromInline var _sectionIndex: [Section.ID: Int]
  @usableFromInline var _sectionIndexByKey: [Int: Int]
  @usableFromInline var _nextSectionKey: Int
  // NB: not a plain Dictionary: a copy shares it, and an edit of the copy records the change
  // beside it instead of copying all n entries.
  @usableFromInline var _itemIndex: _ItemIndex<Item.ID, _ItemSlot>
  /// This state's identity, and the item edits that led to it: see `_itemsTouched(since:)`.
  @usableFromInline var _version: _SnapshotVersion
  @usableFromInline var _journal: _JournalEntry?
  /// The reload and reconfigure marks; `nil` when there are none.
  @usableFromInline var _marks: _ReloadMarks<Item.ID, Section.ID>?

  // MARK: Lifecycle

  /// Creates an empty snapshot: no sections, no items.
  @inlinable
  public init() {
    _sections = []
    _items = []
    _sectionKeys = []
    _sectionIndex = [:]
    _sectionIndexByKey = [:]
    _nextSectionKey = 0
    _itemIndex = _ItemIndex()
    _version = _SnapshotVersion()
    _journal = nil
    _marks = nil
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
    // NB: sizing the tables up front avoids rehashing while building long lists.
    _itemIndex.reserveCapacity(itemCount)
    _sectionIndex.reserveCapacity(sections.count)
    _sectionIndexByKey.reserveCapacity(sections.count)
    _sections.reserveCapacity(sections.count)
    _items.reserveCapacity(sections.count)
    _sectionKeys.reserveCapacity(sections.count)
    var foundDuplicate = false
    for (sectionIndex, section) in sections.enumerated() {
      if _sectionIndex.updateValue(sectionIndex, forKey: section.model.id) != nil {
        foundDuplicate = true
      }
      let key = _newSectionKey(at: sectionIndex)
      let tree = _ItemTree(section.items)
      if _recordSlots(of: tree, sectionKey: key) { foundDuplicate = true }
      _sections.append(section.model)
      _items.append(tree)
    }
    if foundDuplicate { throw Self._duplicates(sections: _sections, items: _itemLayout) }
  }
}

// MARK: - Snapshot + Sendable

extension Snapshot: Sendable where Section: Sendable, Item: Sendable {}
