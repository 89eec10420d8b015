// MARK: - Snapshot + Positional mutations

extension Snapshot {
  /// Inserts items at a position, shifting the items from there on. In an outline they take
  /// the level of the item they push on, so that it keeps its parent; at the end of a
  /// section they are at the top level.
  ///
  /// Positional operations are what a view reports when the user edits a list (an index path
  /// to delete, a row dragged from one place to another); prefer the identifier-based
  /// operations elsewhere.
  ///
  /// - Parameters:
  ///   - items: The items to insert, in order.
  ///   - path: Where the first item goes; `path.item` may equal the section's item count to
  ///     append.
  /// - Throws: ``SnapshotError/positionOutOfRange(_:)`` if there is no such section or the
  ///   item index is past the end; ``SnapshotError/duplicateIdentifiers(sections:items:)`` if
  ///   a new identifier repeats one. Nothing changes.
  /// - Complexity: O(*k* log *n*) amortized, where *k* is the number of new items and *n* the
  ///   number of items in the section.
  public mutating func insertItems(_ items: [Item], at path: ItemPath) throws(Failure) {
    guard _hasSection(at: path.section),
      (0..._items[path.section].count).contains(path.item)
    else { throw .positionOutOfRange(path) }
    let isLast = path.item == _items[path.section].count
    try _insertItems(
      items, at: path, level: isLast ? 0 : _items[path.section].level(at: path.item))
  }

  /// Removes the item at a position and returns it; in an outline its descendants go with it.
  ///
  /// - Parameter path: The position of the item to remove.
  /// - Returns: The removed item.
  /// - Throws: ``SnapshotError/positionOutOfRange(_:)`` if there is no item at `path`.
  ///   Nothing changes.
  /// - Complexity: O(log *n*), where *n* is the number of items in the section; O(*k* log *n*)
  ///   with *k* descendants.
  @discardableResult
  public mutating func removeItem(at path: ItemPath) throws(Failure) -> Item {
    guard let item = item(at: path) else { throw .positionOutOfRange(path) }
    if _items[path.section].isOutline {
      try deleteItems([item.id])
      return item
    }
    _items[path.section].remove(at: path.item)
    _forgetItem(item.id)
    _recordItemEdit([item.id])
    _assertInvariants()
    return item
  }

  /// Moves the item at one position to another, as `UITableView.moveRow(at:to:)` does.
  ///
  /// The item is first taken out; `destination` is its position once it is back in, so
  /// moving an item to the end of its own section names the section's last index. In an
  /// outline its descendants are taken out and go back in with it, and it takes the level of
  /// the item it pushes on (the top level at the end of a section); moving it to where it stands
  /// changes nothing.
  ///
  /// - Parameters:
  ///   - source: The position of the item to move.
  ///   - destination: The position the item has after the move.
  /// - Throws: ``SnapshotError/positionOutOfRange(_:)`` naming `source` if there is no item
  ///   there, or `destination` if it is not a valid place once the item is taken out.
  ///   Nothing changes.
  /// - Complexity: O(log *n*) amortized, where *n* is the number of items; O(*k* log *n*) with
  ///   *k* descendants.
  public mutating func moveItem(at source: ItemPath, to destination: ItemPath) throws(Failure) {
    guard _hasSection(at: source.section),
      (0..<_items[source.section].count).contains(source.item)
    else { throw .positionOutOfRange(source) }
    guard _hasSection(at: destination.section) else {
      throw .positionOutOfRange(destination)
    }
    let isOutline = _items[source.section].isOutline || _items[destination.section].isOutline
    let subtree =
      isOutline
      ? source.item..<_items[source.section].subtreeEnd(of: source.item)
      : source.item..<(source.item + 1)
    let isSameSection = destination.section == source.section
    let countAfterRemoval = _items[destination.section].count - (isSameSection ? subtree.count : 0)
    guard (0...countAfterRemoval).contains(destination.item) else {
      throw .positionOutOfRange(destination)
    }
    guard isOutline else {
      _moveItem(from: source, to: destination)
      return
    }
    if isSameSection, destination.item == source.item { return }
    // The destination among the items as they stand before the move.
    var position = destination.item
    if isSameSection, position >= subtree.lowerBound { position += subtree.count }
    let isLast = position == _items[destination.section].count
    _moveSubtree(
      subtree, inSection: source.section,
      to: ItemPath(section: destination.section, item: position),
      level: isLast ? 0 : _items[destination.section].level(at: position))
  }
}
