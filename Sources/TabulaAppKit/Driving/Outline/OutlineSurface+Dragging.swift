@_spi(Surfaces) internal import Tabula

// MARK: - OutlineSurface + Dragging

/// Reordering an outline's rows by dragging them, within and across levels, as the data
/// source's drag rules decide (``ListSurfaceClient/itemsToDrag(at:)``,
/// ``ListSurfaceClient/proposedDrop(at:)``): the adapter's `NSOutlineViewDataSource` drag
/// methods answer from these.
///
/// The data source places a dropped row before the row that follows the drop, as that row's
/// sibling, and at the end of a section at the top level; a row carries its children with it,
/// and several dragged rows land one after another in list order (a dragged row under another
/// stays in its subtree).
/// AppKit proposes a parent and a child index: each proposal is read as the row it puts the
/// dragged row before, and shown as the parent and index where the row will land
/// (`setDropItem(_:dropChildIndex:)`). A drop onto a row that shows children goes before its
/// first child; onto any other row, before the row: the drop of a row into a collapsed or
/// childless row would need a place the data source does not offer.
extension OutlineSurface {
  /// Whether an item goes with a drag that starts (`outlineView(_:pasteboardWriterForItem:)`,
  /// where `nil` leaves it out): the data source's rows for the lifted item, which are the
  /// item, or every movable selected row when it is one of several selected; none for a list
  /// that does not let its rows move (``ListBehavior/allowsMoving`` with an editable provider).
  ///
  /// - Parameter item: An item AppKit would drag.
  /// - Returns: Whether it is dragged.
  /// - Complexity: O(*k* log *n*) for *k* rows dragged, for the first item of a drag.
  public func dragsItem(_ item: OutlineItemObject) -> Bool {
    guard let client, let path = path(of: item) else { return false }
    return drag.lift(rowAt: path, client: client)
  }

  /// Where the dragged row would go if dropped at a place AppKit proposes
  /// (`outlineView(_:validateDrop:proposedItem:proposedChildIndex:)`): the place to show,
  /// never onto an item, which differs from `proposed` when the adapter retargets the drop;
  /// `nil` when the data source refuses (the adapter then answers no operation), the place is
  /// not in the outline, or no rows of this outline are dragged.
  ///
  /// - Parameter proposed: The place AppKit proposes.
  /// - Returns: The place to show, or `nil`.
  /// - Complexity: O(*k* log *n* + *c*) for *k* rows dragged and *c* rows among the siblings
  ///   of the place.
  public func validateDrop(_ proposed: OutlineDrop) -> OutlineDrop? {
    guard let client else { return nil }
    let destination = destination(of: proposed)
    let ids = drag.ids
    return drag.validate(destination, client: client) { landing in
      place(of: landing, dragging: ids) ?? proposed
    }
  }

  /// The user dropped the dragged row (`outlineView(_:acceptDrop:item:childIndex:)`): the data
  /// source hands the move to its provider as one undoable step, and the provider's new
  /// outline moves the row with its children.
  ///
  /// - Parameter drop: The place of the drop, as last validated.
  /// - Returns: Whether the row moved; `false` if the data source refused (and reported why).
  public func acceptDrop(_ drop: OutlineDrop) -> Bool {
    let destination = drag.destination(ofDropAt: drop) { self.destination(of: drop) }
    return drag.drop(at: destination, client: client)
  }

  /// The drag of the outline's rows ended, dropped or not
  /// (`outlineView(_:draggingSession:endedAt:operation:)`).
  public func dragDidEnd() {
    drag.end(client: client)
  }

  /// The object AppKit knows the parent of a place by (`nil`: the top level), to retarget a
  /// drop with `setDropItem(_:dropChildIndex:)`.
  ///
  /// - Parameter place: A place this surface validated.
  /// - Returns: The object of its parent's row.
  public func parentObject(of place: OutlineDrop) -> OutlineItemObject? {
    place.parent.map { objects.object(for: $0) }
  }

  // MARK: Internal

  /// The list's destination for a place on the outline view: the position, counted once the
  /// dragged rows are taken out, of the row the drop puts the dragged row before, or of the end
  /// of a section; `nil` for a place that is not in the outline.
  func destination(of place: OutlineDrop) -> ItemPath? {
    guard let client, let gap = gap(of: place) else { return nil }
    let lifted = client.shownPaths(of: drag.ids).count {
      $0.section == gap.section && $0.item < gap.item
    }
    return ItemPath(section: gap.section, item: gap.item - lifted)
  }

  /// The place that shows a landing of the data source: before the row that will follow the
  /// dragged rows (`ids`), among that row's siblings, or after the last top-level row of the
  /// section.
  func place(of landing: ItemPath, dragging ids: [AnyHashable]) -> OutlineDrop? {
    guard let client else { return nil }
    let count = client.numberOfItems(inSectionAt: landing.section)
    var item = landing.item
    for path in client.shownPaths(of: ids)
    where path.section == landing.section && path.item <= item {
      item += 1
    }
    let forest = rows.forest
    let next =
      item < count ? client.shownItemID(at: ItemPath(section: landing.section, item: item)) : nil
    if let stays = placeOfDraggedRow(ids, ifFollowedBy: next, inSection: landing.section) {
      return stays
    }
    if let next, let parent = forest.parentEntry(of: next),
      let index = forest.children(of: parent).firstIndex(of: next)
    {
      return OutlineDrop(parent: parent, childIndex: index)
    }
    guard count > 0,
      let last = client.shownItemID(at: ItemPath(section: landing.section, item: count - 1)),
      let top = topLevelRow(of: last),
      let index = forest.children(of: nil).firstIndex(of: top)
    else { return nil }
    return OutlineDrop(parent: nil, childIndex: index + 1)
  }

  // MARK: Private

  /// The gap a place means in the rows as the data source shows them, dragged rows included:
  /// the position of the row the drop puts the dragged row before, or of the end of a section.
  private func gap(of place: OutlineDrop) -> ItemPath? {
    guard let client else { return nil }
    let forest = rows.forest
    if let parent = place.parent, !forest.contains(parent) { return nil }
    let children = forest.children(of: place.parent)
    switch place.childIndex {
    case children.indices:
      return client.shownPath(ofItemWithID: children[place.childIndex])
    case OutlineDrop.onItem where place.parent == nil, children.count:
      guard let parent = place.parent else { return endOfList(client) }
      var last = parent
      while let child = forest.children(of: last).last { last = child }
      return client.shownPath(ofItemWithID: last).map {
        ItemPath(section: $0.section, item: $0.item + 1)
      }
    case OutlineDrop.onItem:
      guard let parent = place.parent else { return nil }
      return client.shownPath(ofItemWithID: children.first ?? parent)
    default:
      return nil
    }
  }

  /// The place right after the one dragged row (of `ids`), among its siblings, if the drop puts it
  /// before the row that already follows it and its children (`next`, `nil` for the end of
  /// `section`): the data source then leaves it where it stands, at its own level, though the
  /// drop's rule would give it the next row's (`Snapshot.moveItem(at:to:)`: "moving it to where
  /// it stands changes nothing").
  private func placeOfDraggedRow(
    _ ids: [AnyHashable], ifFollowedBy next: AnyHashable?, inSection section: Int
  ) -> OutlineDrop? {
    guard ids.count == 1, let id = ids.first, let client,
      client.shownPath(ofItemWithID: id)?.section == section
    else { return nil }
    let forest = rows.forest
    var last = id
    while let child = forest.children(of: last).last { last = child }
    guard let end = client.shownPath(ofItemWithID: last),
      client.shownItemID(at: ItemPath(section: section, item: end.item + 1)) == next,
      let parent = forest.parentEntry(of: id),
      let index = forest.children(of: parent).firstIndex(of: id)
    else { return nil }
    return OutlineDrop(parent: parent, childIndex: index + 1)
  }

  /// The end of the last section that shows rows.
  private func endOfList(_ client: any ListSurfaceClient) -> ItemPath? {
    guard let last = rows.forest.children(of: nil).last,
      let path = client.shownPath(ofItemWithID: last)
    else { return nil }
    return ItemPath(section: path.section, item: client.numberOfItems(inSectionAt: path.section))
  }

  /// The top-level row a row sits under, or the row itself at the top level.
  private func topLevelRow(of id: AnyHashable) -> AnyHashable? {
    var row = id
    while let entry = rows.forest.parentEntry(of: row) {
      guard let parent = entry else { return row }
      row = parent
    }
    return nil
  }
}
