// MARK: - UIKitStandInViolation + Kind

extension UIKitStandInViolation {
  /// The UIKit rules the stand-in checks. Row rules apply to collection-view items too.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    // Registration and reuse

    /// A cell was dequeued with an identifier that has no registered class or nib.
    case unregisteredReuseIdentifier
    /// A class or nib was registered, or a cell dequeued, with an empty identifier.
    case emptyReuseIdentifier
    /// The class registered for cells is not a subclass of the view's cell class.
    case registeredClassIsNotACell
    /// A registered nib does not hold exactly one top-level cell.
    case nibDoesNotHoldExactlyOneCell
    /// The cell in a registered nib has another reuse identifier than the registration.
    case nibReuseIdentifierMismatch
    /// A nib was instantiated whose contents were never supplied.
    case nibNotFound
    /// A cell was dequeued while the view was not asking its data source for a cell.
    case dequeueOutsideCellRequest
    /// A cell was dequeued for another index path than the one the view asked for.
    case dequeueForDifferentIndexPath
    /// A collection-view data source returned a cell it had not dequeued for the request.
    case cellNotDequeued
    /// During a reconfigure, the data source returned another cell than the existing one.
    case reconfiguredCellReplaced

    // Supplementary views

    /// A supplementary view was dequeued with a kind and identifier that have no registered
    /// class or nib.
    case unregisteredSupplementaryView
    /// A data source returned a supplementary view it had not dequeued for that kind and index
    /// path.
    case supplementaryViewNotDequeued
    /// The layout needs supplementary views but the data source does not implement
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    case supplementaryViewNotProvided

    // Batch updates: ranges

    /// A deleted section does not exist before the update.
    case deleteSectionOutOfRange
    /// An inserted section does not exist after the update.
    case insertSectionOutOfRange
    /// A reloaded section does not exist before the update.
    case reloadSectionOutOfRange
    /// A moved section does not exist before the update, or its destination after it.
    case moveSectionOutOfRange
    /// A deleted row does not exist before the update.
    case deleteOutOfRange
    /// An inserted row does not exist after the update.
    case insertOutOfRange
    /// A reloaded row does not exist before the update, or its insert half lands past the end.
    case reloadOutOfRange
    /// A reconfigured row does not exist before the update.
    case reconfigureOutOfRange
    /// A moved row does not exist before the update, or its destination after it.
    case moveOutOfRange

    // Batch updates: conflicts

    /// The same row is deleted and reloaded.
    case deleteAndReloadSameIndexPath
    /// The same row is deleted and moved.
    case deleteAndMoveFromSameIndexPath
    /// The same row is reloaded and moved; UIKit reports it as a delete and a move.
    case reloadAndMoveFromSameIndexPath
    /// A row is inserted where another row is moved to.
    case insertAndMoveToSameIndexPath
    /// One row is moved to two places.
    case duplicateMoveSource
    /// Two rows are moved to one place.
    case duplicateMoveDestination
    /// The same row is deleted twice.
    case duplicateDelete
    /// The same row is inserted twice in a table (collection views count both inserts).
    case duplicateInsert
    /// A row is moved into a section inserted (or reloaded) in the same update.
    case moveIntoInsertedSection
    /// A row is moved from another section into a section that moves in the same update.
    case moveIntoMovedSection
    /// A row is moved out of a section deleted (or reloaded) in the same update.
    case moveFromDeletedSection
    /// A row is inserted into a section that is moved in the same update.
    case insertIntoMovedSection
    /// The same section is deleted and reloaded.
    case deleteAndReloadSameSection
    /// The same section is deleted (or reloaded) and moved.
    case deleteAndMoveFromSameSection
    /// A section is inserted (or reloaded) where another section is moved to.
    case insertAndMoveToSameSection
    /// One section is moved to two places, or two sections to one place.
    case duplicateSectionMove
    /// A reloaded row's insert half lands in a section inserted (or reloaded) in the same
    /// update.
    case reloadIntoInsertedSection

    // Batch updates: counts and structure

    /// The section count after the update does not add up.
    case invalidNumberOfSections
    /// A section's row count after the update does not add up.
    case invalidNumberOfRows
    /// `reloadData()` was called inside a batch update.
    case reloadDataInsideBatch
    /// `endUpdates()` was called without a matching `beginUpdates()`.
    case unbalancedEndUpdates

    // Interaction

    /// After the data source handled a swipe-delete or a reorder, its counts do not match the
    /// view's: it changed its model but did not tell the view, or the other way round.
    case dataSourceOutOfSyncAfterEdit
    /// `scrollToRow` or `scrollToItem` was given an index path that does not exist.
    case scrollToInvalidIndexPath
    /// `selectRow(at:animated:scrollPosition:)` or `selectItem(at:animated:scrollPosition:)`
    /// was given an index path that does not exist (a warning).
    case selectInvalidIndexPath

    // Drag and drop

    /// A drop coordinator was asked to drop an item to an index path the view does not have
    /// once the drop delegate's updates are applied.
    case dropToInvalidIndexPath
    /// A drop coordinator was asked to drop an item that is not in the drop session.
    case dropOfItemNotInSession
    /// A drop proposal moves items although the session does not allow moves; UIKit treats it
    /// as `.cancel` (a warning).
    case moveProposalNotAllowed

    // Controllers and undo

    /// The same view controller was pushed twice onto a navigation stack.
    case pushedViewControllerTwice
    /// `endUndoGrouping()` was called with no open group, or `undo()` inside a nested group.
    case unbalancedUndoGrouping
  }
}
