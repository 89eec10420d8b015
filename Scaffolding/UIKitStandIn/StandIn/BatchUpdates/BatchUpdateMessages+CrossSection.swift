// MARK: - BatchUpdateMessages + CrossSection

/// Rows that cross sections: moves and reloads meeting inserted, deleted or moved sections.
extension BatchUpdateMessages {
  /// Verbatim for tables (SwiftKickMobile/TLIndexPathTools#13); the collection-view wording is
  /// inferred from the table's and from the one below.
  func moveIntoInsertedSection(_ section: Int) -> UIKitStandInViolation {
    violation(
      .moveIntoInsertedSection,
      "cannot move \(words.anItem) into a newly inserted section (\(section))",
      words.item == "row" ? .verbatim : .approximate)
  }

  /// Verbatim for collection views (jessesquires/JSQDataSourcesKit#12); the table wording is
  /// inferred (SwiftKickMobile/TLIndexPathTools#20 quotes it without the section).
  func moveFromDeletedSection(_ section: Int) -> UIKitStandInViolation {
    violation(
      .moveFromDeletedSection, "cannot move \(words.anItem) from a deleted section (\(section))",
      words.item == "item" ? .verbatim : .approximate)
  }

  /// An item moved from another section into a section that moves in the same update. The
  /// source is the weakest in the stand-in: a maintainer's comment, not a test or a crash
  /// report (ekazaev/ChatLayout#1: a cell moved into a section that the same batch moves or
  /// reloads crashes the collection view). UIKit's text is not on record. Tables
  /// are rejected too, the reading that is safe whichever way they behave.
  func moveIntoMovedSection(_ move: PendingBatch.Move<IndexPath>) -> UIKitStandInViolation {
    violation(
      .moveIntoMovedSection,
      "attempt to move index path (\(Self.describe(move.from))) to index path "
        + "(\(Self.describe(move.to))) in section \(move.to[0]), which is moved in the same "
        + "update (the \(words.view) crashes: ekazaev/ChatLayout#1)")
  }

  /// A reload whose insert half lands in a section inserted (or reloaded) in the same update:
  /// UIKit animates that section and an item insert in it, and raises (IGListKit's
  /// `IGListAdapter.m`, `reloadInSectionController:atIndexes:`). UIKit's text is not on record.
  func reloadIntoInsertedSection(_ reload: IndexPath, landing: IndexPath) -> UIKitStandInViolation {
    violation(
      .reloadIntoInsertedSection,
      "attempt to reload index path (\(Self.describe(reload))), whose insert half lands at "
        + "index path (\(Self.describe(landing))) in section \(landing[0]), which is inserted in "
        + "the same update")
  }

  /// A reload whose insert half lands past the end of its section or past the last section:
  /// the range check an insert gets, in the stand-in's words.
  func reloadLandingOutOfRange(_ reload: IndexPath, landing: IndexPath, counts: [Int])
    -> UIKitStandInViolation
  {
    let (section, row) = (landing[0], landing[1])
    let limit =
      section < counts.count
      ? "\(counts[section]) \(words.items) in section \(section)" : "\(counts.count) sections"
    return violation(
      .reloadOutOfRange,
      "attempt to insert \(words.item) \(row) into section \(section) (the insert half of the "
        + "reload of index path (\(Self.describe(reload)))), but there are only \(limit) after "
        + "the update")
  }

  func insertIntoMovedSection(_ path: IndexPath) -> UIKitStandInViolation {
    violation(
      .insertIntoMovedSection,
      "attempt to insert \(words.item) \(path[1]) into section \(path[0]), which is moved in the "
        + "same update (UIKit corrupts its heap: rdar://31779360)")
  }
}
