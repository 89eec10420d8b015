/// One edit of a list, as a value that can be applied to a snapshot and undone exactly.
///
/// Applying an operation returns its inverse, built from what the edit removed: applying the
/// inverse restores the snapshot as it was, and returns the original operation again. This
/// is how ``UndoHistory`` undoes and redoes without keeping copies of the list.
///
/// ```swift
/// var snapshot = try Snapshot { SnapshotSection("Pokedex") { pikachu; eevee; snorlax } }
/// let undo = try EditOperation.deleteItems([eevee.id]).apply(to: &snapshot)
/// // undo == .insertItems([PositionedItem(eevee, at: [0, 1])])
/// try undo.apply(to: &snapshot)  // eevee is back at [0, 1]
/// ```
///
/// Items and sections are named by identifier, so an edit meant for one row never lands on
/// another after the list changed underneath; destinations are positions. An operation whose
/// target is gone, or whose position is out of range, throws a ``SnapshotError`` naming it
/// and changes nothing.
public indirect enum EditOperation<
  Section: Identifiable & Equatable,
  Item: Identifiable & Equatable
> where Section.ID: Sendable, Item.ID: Sendable {
  /// Inserts items, each at its position; positions count in the list after the insertion,
  /// and are applied in ascending order.
  case insertItems([PositionedItem<Item>])

  /// Deletes the items with these identifiers, wherever they are.
  case deleteItems([Item.ID])

  /// Moves the item with this identifier to a position, counted once the item is taken out
  /// (as `UITableView.moveRow(at:to:)` counts it), within or across sections.
  case moveItem(Item.ID, to: ItemPath)

  /// Replaces an item's content; its identifier stays.
  case replaceItem(Item)

  /// Inserts sections with their items, each at its index; indices count in the list after
  /// the insertion, and are applied in ascending order.
  case insertSections([PositionedSection<Section, Item>])

  /// Deletes the sections with these identifiers, with their items.
  case deleteSections([Section.ID])

  /// Moves the section with this identifier to an index, counted once it is taken out.
  case moveSection(Section.ID, to: Int)

  /// Replaces a section's model; its identifier and items stay.
  case replaceSection(Section)

  /// Applies operations in order, as one edit: all of them, or none.
  case group([EditOperation])
}

/// An item and the position it has (or had) in a list.
public struct PositionedItem<Item> {
  /// The item.
  public var item: Item

  /// Its position.
  public var path: ItemPath

  /// Its level in an outline: one more than its parent's, 0 at the top level; `nil` for the
  /// level ``Snapshot/insertItems(_:at:)`` gives, that of the item it pushes on.
  ///
  /// An insert with a level puts an item under any parent as one undoable step: at the end of
  /// the parent's subtree, one level below it. A level that does not fit where the item goes
  /// (deeper than one below the item before it, or above the item after it, which would
  /// become its child) is refused with ``SnapshotError/positionOutOfRange(_:)``.
  public var level: Int?

  /// Creates a positioned item.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - path: Its position.
  ///   - level: Its level in an outline; `nil` for the level of the item it pushes on.
  public init(_ item: Item, at path: ItemPath, level: Int? = nil) {
    self.item = item
    self.path = path
    self.level = level
  }
}

/// A section, with its items, and the index it has (or had) in a list.
public struct PositionedSection<Section: Identifiable, Item: Identifiable> {
  /// The section and its items.
  public var section: SnapshotSection<Section, Item>

  /// Its index.
  public var index: Int

  /// Creates a positioned section.
  ///
  /// - Parameters:
  ///   - section: The section and its items.
  ///   - index: Its index.
  public init(_ section: SnapshotSection<Section, Item>, at index: Int) {
    self.section = section
    self.index = index
  }
}

// MARK: - Conformances

extension PositionedItem: Equatable where Item: Equatable {}
extension PositionedItem: Sendable where Item: Sendable {}
extension PositionedSection: Equatable where Section: Equatable, Item: Equatable {}
extension PositionedSection: Sendable where Section: Sendable, Item: Sendable {}
extension EditOperation: Equatable {}
extension EditOperation: Sendable where Section: Sendable, Item: Sendable {}
