/// Checks a ``BatchUpdate`` against the rules `UITableView` and `UICollectionView` enforce in
/// `performBatchUpdates`, without a view.
///
/// UIKit checks a batch only while it animates it, and answers a broken rule with an
/// `NSInternalInconsistencyException`, or worse, with corrupted state and a later crash. The
/// validator checks the same rules on plain values, so that a batch can be rejected (and the
/// view reloaded instead) before it reaches a view:
///
/// ```swift
/// let batch = BatchUpdate(
///   deletedItems: [ItemPath(section: 0, item: 1)],
///   reloadedItems: [ItemPath(section: 0, item: 1)])
/// for violation in BatchValidator.violations(of: batch, before: [3], after: [2]) {
///   print(violation)  // attempt to delete and reload the same index path ([0, 1])
/// }
/// ```
///
/// The rules are those of UIKit's batch updates:
///
/// - **Ranges.** Deletes, reloads, reconfigures and move sources name positions that exist
///   before the update; inserts and move destinations name positions that exist after it.
/// - **Duplicates.** No section or item is deleted, inserted or reloaded twice, moved to two
///   places, or joined by another at one destination. A move repeated exactly is allowed, as
///   UIKit drops the copy.
/// - **Combinations.** A position is not both deleted and reloaded, deleted and moved,
///   reloaded and moved, inserted and moved to, or reconfigured and otherwise changed. No item
///   is changed inside a section that the same batch deletes, inserts, reloads or moves.
/// - **Where reloads land.** A reload is a delete and an insert of the same section or item.
///   Read as Apple documents it, the insert is at the *same* index; read as UIKit placed it on
///   devices, it is shifted for the deletes and inserts before it, ignoring moves, and an item
///   keeps its section index (<doc:HowUpdatesStayLegal> lists the evidence). Under both
///   readings, the new cell lands where the section or item goes. Where only the documented
///   reading misplaces it, which devices accepted, the violation's kind says it is stricter
///   than UIKit.
/// - **Counts.** The number of sections after the update is the number before, plus the
///   inserted sections, minus the deleted ones; the number of items in each surviving section
///   follows in the same way from its inserts, deletes and moves in and out.
public enum BatchValidator {
  /// Every rule the batch breaks, given the number of items in each section before and after
  /// the update.
  ///
  /// The result lists range violations first, then duplicates, then illegal combinations,
  /// then count mismatches; within each group, violations follow the order of the batch's
  /// operations. Each violation is reported once, however often the batch repeats the
  /// positions involved. The validator never traps: negative, huge and repeated positions,
  /// and negative counts, are reported like any other violation.
  ///
  /// Sections that are not deleted survive the update. A moved section goes where its move
  /// says; the others keep their order and take, in order, the indices after the update that
  /// are neither inserted nor the destination of a move. The item counts of surviving
  /// sections are checked only when this assignment is well defined, that is when the
  /// section operations are in range, free of conflicts, and the section count adds up.
  /// Reloaded sections are exempt from the item count check, as UIKit replaces them whole.
  ///
  /// ```swift
  /// var batch = BatchUpdate()
  /// batch.insertedItems = [ItemPath(section: 0, item: 0)]
  /// BatchValidator.violations(of: batch, before: [3], after: [3]).map(\.message)
  /// // ["Invalid update: invalid number of rows in section 0. The number of rows contained in
  /// //   an existing section after the update (3) must be equal to …"]
  /// ```
  ///
  /// - Parameters:
  ///   - batch: The batch to check.
  ///   - before: The number of items in each section before the update; its count is the
  ///     number of sections before the update.
  ///   - after: The number of items in each section after the update; its count is the
  ///     number of sections after the update.
  ///   - surface: The kind of view the batch is meant for, which decides the wording of the
  ///     messages.
  /// - Returns: Every violation of the batch, or an empty array when the batch is legal.
  ///
  /// - Complexity: O(*n* + *s*), where *n* is the number of operations in the batch and *s*
  ///   is the number of sections before and after the update; O(*n* log *n* + *s*) for a
  ///   batch that reloads.
  public static func violations(
    of batch: BatchUpdate, before: [Int], after: [Int], surface: SurfaceKind = .table
  ) -> [BatchValidator.Violation] {
    var validation = Validation(batch: batch, before: before, after: after, surface: surface)
    validation.checkSectionRanges()
    validation.checkItemRanges()
    validation.checkDuplicates()
    validation.checkSectionConflicts()
    validation.checkItemConflicts()
    validation.checkItemsInChangedSections()
    if validation.checkSectionCount(), let map = validation.sectionMap() {
      validation.checkReloadPlacement(map)
      validation.checkItemCounts(map)
    }
    return validation.violations
  }
}

// MARK: - BatchValidator + Validation

extension BatchValidator {
  /// The state of one validation: the batch sorted for lookups, and the violations so far.
  struct Validation {
    let before: [Int]
    let after: [Int]
    let surface: SurfaceKind
    let deletedSections: PositionList<Int>
    let insertedSections: PositionList<Int>
    let reloadedSections: PositionList<Int>
    let sectionMoves: MoveList<Int>
    let deletedItems: PositionList<ItemPath>
    let insertedItems: PositionList<ItemPath>
    let reloadedItems: PositionList<ItemPath>
    let reconfiguredItems: PositionList<ItemPath>
    let itemMoves: MoveList<ItemPath>

    /// The batch as given, repeats included: UIKit counts a repeated insert twice.
    let batch: BatchUpdate

    /// The violations found so far.
    private(set) var violations: [BatchValidator.Violation] = []

    /// Sorts a batch for validation.
    ///
    /// - Complexity: O(*n*), where *n* is the number of operations in the batch.
    init(batch: BatchUpdate, before: [Int], after: [Int], surface: SurfaceKind) {
      self.before = before
      self.after = after
      self.surface = surface
      deletedSections = PositionList(batch.deletedSections)
      insertedSections = PositionList(batch.insertedSections)
      reloadedSections = PositionList(batch.reloadedSections)
      sectionMoves = MoveList(batch.movedSections)
      deletedItems = PositionList(batch.deletedItems)
      insertedItems = PositionList(batch.insertedItems)
      reloadedItems = PositionList(batch.reloadedItems)
      reconfiguredItems = PositionList(batch.reconfiguredItems)
      itemMoves = MoveList(batch.movedItems)
      self.batch = batch
    }

    /// Records a violation.
    mutating func report(_ kind: BatchValidator.Violation.Kind, _ message: String, verbatim: Bool) {
      violations.append(
        BatchValidator.Violation(kind: kind, message: message, isVerbatim: verbatim))
    }
  }
}
