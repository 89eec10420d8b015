/// Why a snapshot operation was refused.
///
/// Every throwing operation of ``Snapshot`` is all-or-nothing: when it throws, the snapshot is
/// exactly as it was before the call. Nothing is dropped silently; the error names each
/// culprit.
///
/// ```swift
/// do {
///   try snapshot.appendItems([alice, bob, alice])
/// } catch .duplicateIdentifiers(let sections, let items) {
///   // items == [.init(id: alice.id, positions: [[0, 0], [0, 2]])]
/// } catch {
///   // another refusal
/// }
/// ```
public enum SnapshotError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Error,
  Hashable
{
  /// Identifiers that would occur more than once.
  ///
  /// Section identifiers must be unique among sections, and item identifiers unique across
  /// the whole snapshot (not only within a section), as `NSDiffableDataSourceSnapshot`
  /// requires. Each duplicate is listed once, with every position where it occurs.
  case duplicateIdentifiers(
    sections: [Duplicate<SectionID, Int>],
    items: [Duplicate<ItemID, ItemPath>]
  )

  /// Section identifiers the operation names that are not in the snapshot, in the order given.
  case unknownSections([SectionID])

  /// Item identifiers the operation names that are not in the snapshot, in the order given.
  case unknownItems([ItemID])

  /// Items were appended without naming a section, and the snapshot has no section.
  case noSection

  /// A position outside the snapshot: no such section, or an item index past the end.
  case positionOutOfRange(ItemPath)

  /// A move would put an item inside its own subtree: under itself or under one of its
  /// descendants in an outline.
  case moveIntoOwnSubtree(ItemID, target: ItemID)

  /// The provider accepts no edits (its ``DataProvider/isEditable`` is `false`).
  case notEditable
}
