/// What changed between two snapshots: sections and items deleted, inserted, moved and
/// updated, in UIKit's index spaces.
///
/// Identity decides the structure: an identifier only in the old snapshot is a delete, only
/// in the new one an insert, in both but elsewhere a move. Content decides updates: an item or
/// section in both whose value is not `==` (or that the new snapshot marks for reload or
/// reconfigure) is updated.
///
/// ```swift
/// let difference = SnapshotDifference(from: old, to: new)
/// difference.insertedItems   // [[0, 3]]
/// difference.movedItems      // [[1, 0] -> [0, 0]]
/// ```
///
/// **Fewest moves.** Of the items a section keeps, the largest set that kept its relative
/// order is not moved; only the others are reported as moves, so a list in which one item
/// moved reports one move. Items that change sections are always moves.
///
/// **Sections that go or come.** Items inside a deleted section are not listed as deleted,
/// and items inside an inserted section are not listed as inserted: they go and come with
/// their section. An item that leaves a deleted section for a kept one, or enters an inserted
/// section, is listed as a move; ``UpdatePlan`` decides how to show it.
///
/// **Snapshots derived by a few edits.** When the new snapshot was made from the old one by
/// item edits (inserting, deleting, moving, replacing or marking items, no section edit), it
/// remembers which items they touched, and only those are compared. Deletes, inserts and
/// updates are the same; moves keep every untouched item in place, so they follow the edits:
/// moving two items past a third shows two moves, where the full comparison would move the
/// third.
///
/// - Complexity: O(*n* + *c* log *c*) on average, where *n* is the number of items and *c*
///   the number of changes. Runs of items that did not change are matched by comparing
///   identifiers directly; only where a run breaks does the diff look an identifier up in the
///   snapshots' tables. O(*k* log *n*) for a snapshot derived by edits touching *k* items.
public struct SnapshotDifference: Hashable, Sendable {
  /// Sections only in the old snapshot, by old index, ascending.
  public var deletedSections: [Int]

  /// Sections only in the new snapshot, by new index, ascending.
  public var insertedSections: [Int]

  /// Sections in both that changed their relative order, from old to new index, by new index.
  public var movedSections: [BatchUpdate.Move<Int>]

  /// Sections in both whose model is not equal or is marked for reload, from old to new
  /// index, by new index.
  public var updatedSections: [BatchUpdate.Move<Int>]

  /// Items only in the old snapshot, in sections the new snapshot keeps, by old position,
  /// ascending.
  public var deletedItems: [ItemPath]

  /// Items only in the new snapshot, in sections the old snapshot had, by new position,
  /// ascending.
  public var insertedItems: [ItemPath]

  /// Items in both that changed sections or relative order, from old to new position, by new
  /// position.
  public var movedItems: [BatchUpdate.Move<ItemPath>]

  /// Items in both whose content is not equal or that the new snapshot marks for reload or
  /// reconfigure, from old to new position, by new position.
  public var updatedItems: [BatchUpdate.Move<ItemPath>]

  /// Whether the two snapshots show the same list.
  public var isEmpty: Bool { changeCount == 0 }

  /// The number of changes: every section and item deleted, inserted, moved or updated.
  public var changeCount: Int {
    deletedSections.count + insertedSections.count + movedSections.count
      + updatedSections.count + deletedItems.count + insertedItems.count + movedItems.count
      + updatedItems.count
  }

  /// Creates an empty difference.
  public init() {
    deletedSections = []
    insertedSections = []
    movedSections = []
    updatedSections = []
    deletedItems = []
    insertedItems = []
    movedItems = []
    updatedItems = []
  }
}
