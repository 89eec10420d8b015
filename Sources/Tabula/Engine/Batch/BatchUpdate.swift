/// One animated update of a list: what `performBatchUpdates` is told, in UIKit's index spaces.
///
/// Deletes, reloads, reconfigures and the sources of moves name positions *before* the
/// update; inserts and the destinations of moves name positions *after* it. Section and item
/// operations may be combined, with the limits ``BatchValidator`` checks.
///
/// The update engine only hands a surface batches that passed the validator. A batch written
/// by hand is a plain value too, and can be checked the same way before it reaches a view:
///
/// ```swift
/// var batch = BatchUpdate()
/// batch.deletedItems = [ItemPath(section: 0, item: 2)]
/// batch.insertedItems = [ItemPath(section: 0, item: 0)]
/// BatchValidator.violations(of: batch, before: [3], after: [3])  // []
/// ```
///
/// Positions are kept in arrays, not sets, so that a repeated position stays visible to the
/// validator: UIKit counts a repeated insert twice and corrupts its state on a repeated
/// delete.
public struct BatchUpdate: Hashable, Sendable {
  /// Sections removed, by their index before the update.
  public var deletedSections: [Int]

  /// Sections added, by their index after the update.
  public var insertedSections: [Int]

  /// Sections moved, from their index before to their index after the update.
  public var movedSections: [BatchUpdate.Move<Int>]

  /// Sections whose cells and headers are all replaced, by their index before the update.
  public var reloadedSections: [Int]

  /// Items removed, by their position before the update.
  public var deletedItems: [ItemPath]

  /// Items added, by their position after the update.
  public var insertedItems: [ItemPath]

  /// Items moved, from their position before to their position after the update.
  public var movedItems: [BatchUpdate.Move<ItemPath>]

  /// Items whose cells are replaced by new ones, by their position before the update.
  public var reloadedItems: [ItemPath]

  /// Items whose cells are configured again in place, by their position before the update.
  public var reconfiguredItems: [ItemPath]

  /// Creates a batch; every operation is empty unless given.
  ///
  /// - Parameters:
  ///   - deletedSections: Sections removed, by index before the update.
  ///   - insertedSections: Sections added, by index after the update.
  ///   - movedSections: Sections moved, from index before to index after.
  ///   - reloadedSections: Sections reloaded, by index before the update.
  ///   - deletedItems: Items removed, by position before the update.
  ///   - insertedItems: Items added, by position after the update.
  ///   - movedItems: Items moved, from position before to position after.
  ///   - reloadedItems: Items reloaded, by position before the update.
  ///   - reconfiguredItems: Items reconfigured, by position before the update.
  public init(
    deletedSections: [Int] = [],
    insertedSections: [Int] = [],
    movedSections: [BatchUpdate.Move<Int>] = [],
    reloadedSections: [Int] = [],
    deletedItems: [ItemPath] = [],
    insertedItems: [ItemPath] = [],
    movedItems: [BatchUpdate.Move<ItemPath>] = [],
    reloadedItems: [ItemPath] = [],
    reconfiguredItems: [ItemPath] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.movedSections = movedSections
    self.reloadedSections = reloadedSections
    self.deletedItems = deletedItems
    self.insertedItems = insertedItems
    self.movedItems = movedItems
    self.reloadedItems = reloadedItems
    self.reconfiguredItems = reconfiguredItems
  }

  /// Whether the batch changes nothing.
  public var isEmpty: Bool { changeCount == 0 }

  /// The number of operations in the batch, each section or item operation counted once.
  public var changeCount: Int {
    deletedSections.count + insertedSections.count + movedSections.count
      + reloadedSections.count + deletedItems.count + insertedItems.count + movedItems.count
      + reloadedItems.count + reconfiguredItems.count
  }
}
