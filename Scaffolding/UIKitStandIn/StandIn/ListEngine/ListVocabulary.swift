// MARK: - ListVocabulary

/// The words UIKit's messages use for one kind of list view, and the few rules in which tables
/// and collection views differ.
struct ListVocabulary: Sendable {
  /// "row" or "item".
  let item: String
  /// "a row" or "an item".
  let anItem: String
  /// "rows" or "items".
  let items: String
  /// "table view" or "collection view".
  let view: String
  /// "UITableViewCell" or "UICollectionViewCell".
  let cellClassName: String
  /// "UITableView" or "UICollectionView".
  let viewClassName: String
  /// The registration selector named in the empty-identifier message.
  let registerSelector: String
  /// "before and after" (tables) or "before and/or after" (collection views).
  let beforeAndAfter: String
  /// The exception a scroll to an index path the view lacks raises: `NSRangeException` for
  /// tables (SURYAKANTSHARMA/CountryPicker#54, Provenance-Emu/Provenance#1876),
  /// `NSInternalInconsistencyException` for collection views (Provenance-Emu/Provenance#1771).
  let scrollOutOfBoundsException: String
  /// Whether the same index path inserted twice in one batch counts as two inserts.
  ///
  /// Collection views do (Instagram/IGListKit#651 and #689: while reducing a crash of repeated
  /// deletes to a radar, the maintainer found repeated inserts handled; IGListKit's
  /// `IGListAdapterE2ETests.m`,
  /// `test_whenInsertingItemsTwice_withDataUpdatedTwice_thatAllUpdatesAppliedWithoutException`).
  /// For tables nothing is on record either way, so the stand-in takes the reading that is safe
  /// under both and rejects the repeat, as a `duplicateInsert` exception.
  let countsRepeatedInserts: Bool

  static let table = ListVocabulary(
    item: "row", anItem: "a row", items: "rows", view: "table view",
    cellClassName: "UITableViewCell", viewClassName: "UITableView",
    registerSelector: "registerClass:forCellReuseIdentifier:",
    beforeAndAfter: "before and after", scrollOutOfBoundsException: "NSRangeException",
    countsRepeatedInserts: false)

  static let collection = ListVocabulary(
    item: "item", anItem: "an item", items: "items", view: "collection view",
    cellClassName: "UICollectionViewCell", viewClassName: "UICollectionView",
    registerSelector: "registerClass:forCellWithReuseIdentifier:",
    beforeAndAfter: "before and/or after",
    scrollOutOfBoundsException: "NSInternalInconsistencyException", countsRepeatedInserts: true)
}
