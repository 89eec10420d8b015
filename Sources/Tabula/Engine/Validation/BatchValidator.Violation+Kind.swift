// MARK: - BatchValidator.Violation + Kind

extension BatchValidator.Violation {
  /// The rule a batch breaks, with the positions that break it.
  ///
  /// Positions are in the index space of the operation that names them: deletes, reloads,
  /// reconfigures and move sources count *before* the update; inserts and move destinations
  /// count *after* it.
  public enum Kind: Hashable, Sendable {
    // MARK: Ranges

    /// A deleted section does not exist before the update.
    case deletedSectionOutOfRange(Int)

    /// An inserted section does not exist after the update.
    case insertedSectionOutOfRange(Int)

    /// A reloaded section does not exist before the update.
    case reloadedSectionOutOfRange(Int)

    /// A moved section does not exist before the update.
    case movedSectionSourceOutOfRange(BatchUpdate.Move<Int>)

    /// A section is moved to an index that does not exist after the update.
    case movedSectionDestinationOutOfRange(BatchUpdate.Move<Int>)

    /// A deleted item does not exist before the update.
    case deletedItemOutOfRange(ItemPath)

    /// An inserted item does not exist after the update.
    case insertedItemOutOfRange(ItemPath)

    /// A reloaded item does not exist before the update.
    case reloadedItemOutOfRange(ItemPath)

    /// A reconfigured item does not exist before the update.
    case reconfiguredItemOutOfRange(ItemPath)

    /// A moved item does not exist before the update.
    case movedItemSourceOutOfRange(BatchUpdate.Move<ItemPath>)

    /// An item is moved to a position that does not exist after the update.
    case movedItemDestinationOutOfRange(BatchUpdate.Move<ItemPath>)

    // MARK: Duplicates

    /// The same section is deleted more than once.
    case sectionDeletedTwice(Int)

    /// The same section is inserted more than once.
    case sectionInsertedTwice(Int)

    /// The same section is reloaded more than once.
    case sectionReloadedTwice(Int)

    /// The same item is deleted more than once.
    case itemDeletedTwice(ItemPath)

    /// The same item is inserted more than once: refused here, stricter than UIKit.
    ///
    /// `UICollectionView` counts a repeated insert twice and carries the batch out when the
    /// data source has the items to match (IGListKit's end-to-end test
    /// `test_whenInsertingItemsTwice_withDataUpdatedTwice_thatAllUpdatesAppliedWithoutException`,
    /// IGListKit #689). No plan needs it, and `UITableView` was never seen doing it, so the
    /// validator refuses it.
    case itemInsertedTwiceStricterThanUIKit(ItemPath)

    /// The same item is reloaded more than once.
    case itemReloadedTwice(ItemPath)

    /// One section is moved to two places: the two moves share their source.
    case sectionMovedToTwoPlaces(BatchUpdate.Move<Int>, BatchUpdate.Move<Int>)

    /// Two sections are moved to one place: the two moves share their destination.
    case sectionsMovedToOnePlace(BatchUpdate.Move<Int>, BatchUpdate.Move<Int>)

    /// One item is moved to two places: the two moves share their source.
    case itemMovedToTwoPlaces(BatchUpdate.Move<ItemPath>, BatchUpdate.Move<ItemPath>)

    /// Two items are moved to one place: the two moves share their destination.
    case itemsMovedToOnePlace(BatchUpdate.Move<ItemPath>, BatchUpdate.Move<ItemPath>)

    // MARK: Operations on the same section

    /// A section is both deleted and reloaded.
    case sectionDeletedAndReloaded(Int)

    /// A section is both deleted and moved.
    case sectionDeletedAndMoved(BatchUpdate.Move<Int>)

    /// A section is both reloaded and moved.
    case sectionReloadedAndMoved(BatchUpdate.Move<Int>)

    /// A section index is both inserted and reloaded.
    ///
    /// Apple documents a reload as a delete and an insert at the same index, so the two inserts
    /// collide.
    case sectionInsertedAndReloaded(Int)

    /// A section is moved to an index that is also inserted.
    case sectionInsertedAndMoved(BatchUpdate.Move<Int>)

    /// A section is moved to the index of a reloaded section.
    ///
    /// Apple documents a reload as a delete and an insert at the same index, so the insert and
    /// the move collide.
    case sectionMovedOntoReloaded(BatchUpdate.Move<Int>)

    // MARK: Operations on the same item

    /// An item is both deleted and reloaded.
    case itemDeletedAndReloaded(ItemPath)

    /// An item is both deleted and moved.
    case itemDeletedAndMoved(BatchUpdate.Move<ItemPath>)

    /// An item is both reloaded and moved.
    case itemReloadedAndMoved(BatchUpdate.Move<ItemPath>)

    /// A position is both inserted and reloaded.
    ///
    /// Apple documents a reload as a delete and an insert at the same position, so the two
    /// inserts collide.
    case itemInsertedAndReloaded(ItemPath)

    /// An item is moved to a position that is also inserted.
    case itemInsertedAndMoved(BatchUpdate.Move<ItemPath>)

    /// An item is moved to the position of a reloaded item.
    ///
    /// Apple documents a reload as a delete and an insert at the same position, so the insert
    /// and the move collide.
    case itemMovedOntoReloaded(BatchUpdate.Move<ItemPath>)

    /// An item is both reconfigured and deleted.
    case itemReconfiguredAndDeleted(ItemPath)

    /// An item is both reconfigured and reloaded.
    case itemReconfiguredAndReloaded(ItemPath)

    /// An item is both reconfigured and moved.
    case itemReconfiguredAndMoved(BatchUpdate.Move<ItemPath>)

    // MARK: Item changes inside changed sections

    /// An item is deleted, reloaded, reconfigured or moved out of a section that is deleted.
    case itemChangeInDeletedSection(ItemChange)

    /// An item is inserted or moved into a section that is inserted; the section's items
    /// arrive with it.
    case itemChangeInInsertedSection(ItemChange)

    /// An item of a reloaded section is changed, or one is inserted or moved into the section's
    /// index after the update.
    case itemChangeInReloadedSection(ItemChange)

    /// An item is changed on either side of a section move: deleted, reloaded, reconfigured or
    /// moved out of the moved section, or inserted or moved into its destination.
    ///
    /// - Parameter section: The section move.
    case itemChangeInMovedSection(ItemChange, section: BatchUpdate.Move<Int>)

    // MARK: Where reloads land

    /// A reloaded section has a different index after the update, because sections before it
    /// are inserted, deleted or moved: refused here, stricter than UIKit.
    ///
    /// Apple documents a reload as a delete and an insert at the *same* index, under which the
    /// section's new content would land at its old index. On devices UIKit shifted it for the
    /// sections deleted and inserted before it, and a batch that deletes section 1 of three and
    /// reloads section 2 was carried out (Composed's
    /// `testSectionReloadsAreHandledBeforeRemoves`). Where a move shifts the section, UIKit
    /// places it wrong too, and ``reloadedSectionPlacedElsewhere(_:placed:belongs:)`` is
    /// reported as well. The move names the section's index before and after the update.
    case reloadedSectionShiftedStricterThanUIKit(BatchUpdate.Move<Int>)

    /// A reloaded item keeps its section but has a different index after the update, because
    /// items before it are inserted, deleted or moved: refused here, stricter than UIKit.
    ///
    /// Read as Apple documents a reload, the item's new cell would land at its old index. On
    /// devices UIKit shifted it for the items deleted and inserted before it: `[3] -> [2]`,
    /// reloading 0 and 2 and deleting 1, was carried out and asked for the cells at 0 and 1
    /// (Composed's `testElementReloadsAreHandledBeforeRemoves`). Where a move shifts the item,
    /// UIKit places it wrong too, and
    /// ``reloadedItemPlacedElsewhere(_:placed:belongs:)`` is reported as well.
    ///
    /// - Parameter belongs: Where the item is after the update.
    case reloadedItemShiftedStricterThanUIKit(ItemPath, belongs: ItemPath)

    /// A reloaded item lies in a section that has a different index after the update, because
    /// sections before it are inserted, deleted or moved.
    ///
    /// Under either reading of UIKit's reloads, the item's new cell lands in the section with
    /// its old index: in the wrong section, or in a section the batch inserts (IGListKit's
    /// `IGListAdapter.m`, `reloadInSectionController:atIndexes:`).
    ///
    /// - Parameter section: The index of the item's section before and after the update.
    case reloadedItemInShiftedSection(ItemPath, section: BatchUpdate.Move<Int>)

    /// A reloaded section's new content lands elsewhere than where the section goes, as UIKit
    /// was seen to place reloads on devices: shifted for the sections deleted and inserted
    /// before it, ignoring moves.
    ///
    /// UIKit then raises where the landing index collides with a move destination ("attempt to
    /// perform an insert and a move to the same section", IGListKit #690, a radar with a
    /// sample app) or lies outside the list, and shows sections out of order otherwise.
    ///
    /// - Parameters:
    ///   - placed: Where the new content lands, as an index after the update.
    ///   - belongs: Where the section is after the update.
    case reloadedSectionPlacedElsewhere(Int, placed: Int, belongs: Int)

    /// A reloaded item's new cell lands elsewhere than where the item goes, as UIKit was seen to
    /// place reloads on devices: in the section with its old index, shifted for the items
    /// deleted and inserted before it, ignoring moves.
    ///
    /// UIKit then raises where the landing position collides with a move destination ("attempt
    /// to perform an insert and a move to the same index path", Apple Developer Forums, a post by
    /// utahwithak) or lies outside the list or in an inserted section, and shows the wrong
    /// cells otherwise.
    ///
    /// - Parameters:
    ///   - placed: Where the new cell lands, as a position after the update.
    ///   - belongs: Where the item is after the update.
    case reloadedItemPlacedElsewhere(ItemPath, placed: ItemPath, belongs: ItemPath)

    // MARK: Counts

    /// The number of sections after the update is not the number before, plus the inserted
    /// sections, minus the deleted ones.
    case invalidSectionCount(before: Int, after: Int, inserted: Int, deleted: Int)

    /// The number of items in a surviving section after the update does not follow from its
    /// number before and the batch's operations.
    ///
    /// - Parameter section: The section's index after the update.
    case invalidItemCount(
      section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int,
      movedOut: Int)
  }
}
