@_spi(Surfaces) public import Tabula

// MARK: - CollectionSurface + Dragging

/// Reordering items by dragging them within the collection view, across sections, as the data
/// source's drag rules decide (``ListSurfaceClient/itemsToDrag(at:)``,
/// ``ListSurfaceClient/proposedDrop(at:)``): the adapter's `NSCollectionViewDelegate` drag
/// methods answer from these.
///
/// Lists reorder and do not nest, so a drop onto an item goes before it. The collection view
/// proposes `.on` "when the mouse is closer to the middle of an item than to its edges"
/// (`NSCollectionView.h`, macOS 14 SDK), and the delegate may retarget the proposal; each drop
/// the data source accepts is shown before the item the dragged ones will precede, after the
/// list's move rule.
extension CollectionSurface {
  /// Whether an item goes with a drag that starts
  /// (`collectionView(_:pasteboardWriterForItemAt:)`, "or nil to prevent dragging for the
  /// item"): the data source's items for the lifted one, which are the item, or every selected
  /// item when it is one of several selected; none for a position the list does not have, or
  /// a list that does not let its items move (``ListBehavior/allowsMoving`` with an editable
  /// provider).
  ///
  /// AppKit asks for each item it drags: an item of the drag already under way is answered
  /// without asking the data source again.
  ///
  /// - Parameter path: The position of an item AppKit would drag.
  /// - Returns: Whether it is dragged.
  /// - Complexity: O(*k* log *n*) for *k* items dragged, for the first item of a drag.
  public func dragsItem(at path: ItemPath) -> Bool {
    guard contains(path), let client else { return false }
    return drag.lift(rowAt: path, client: client)
  }

  /// Where the dragged items would go if dropped at a place AppKit proposes
  /// (`collectionView(_:validateDrop:proposedIndexPath:dropOperation:)`): the place to show,
  /// before an item or one past a section's last, which differs from `proposed` when the
  /// adapter retargets the drop; `nil` when the data source refuses (the adapter then answers
  /// no operation), the place is not in the view, or no items of this view are dragged.
  ///
  /// - Parameter proposed: The place AppKit proposes.
  /// - Returns: The place to show, always before, or `nil`.
  /// - Complexity: O(*k* log *n*) for *k* items dragged.
  public func validateDrop(_ proposed: CollectionDrop) -> CollectionDrop? {
    guard let client else { return nil }
    let destination = destination(of: proposed)
    let lifted = client.shownPaths(of: drag.ids)
    // NB: the gaps before and after the dragged items are one: the place stays where the user
    // points when it means the destination the items land at.
    return drag.validate(destination, client: client) { landing in
      proposed.operation == .before && landing == destination
        ? proposed : self.place(of: landing, lifting: lifted)
    }
  }

  /// The user dropped the dragged items (`collectionView(_:acceptDrop:indexPath:dropOperation:)`):
  /// the data source hands the move to its provider as one undoable step, and the provider's
  /// new snapshot moves the items.
  ///
  /// - Parameter drop: The place of the drop, as last validated.
  /// - Returns: Whether the items moved; `false` if the data source refused (and reported why).
  public func acceptDrop(_ drop: CollectionDrop) -> Bool {
    let destination = drag.destination(ofDropAt: drop) { self.destination(of: drop) }
    return drag.drop(at: destination, client: client)
  }

  /// The drag of the view's items ended, dropped or not
  /// (`collectionView(_:draggingSession:endedAt:dragOperation:)`).
  public func dragDidEnd() {
    drag.end(client: client)
  }

  // MARK: Private

  /// The list's destination for a place in the view, counted once the dragged items are taken
  /// out; `nil` for a place that is not in the view.
  ///
  /// - Complexity: O(*k* log *n*) for *k* items dragged.
  private func destination(of place: CollectionDrop) -> ItemPath? {
    let count = numberOfItems(inSection: place.path.section)
    let isInView =
      (0..<numberOfSections).contains(place.path.section)
      && (place.operation == .on
        ? (0..<count).contains(place.path.item) : (0...count).contains(place.path.item))
    guard isInView, let client else { return nil }
    let lifted = client.shownPaths(of: drag.ids).count {
      $0.section == place.path.section && $0.item < place.path.item
    }
    return ItemPath(section: place.path.section, item: place.path.item - lifted)
  }

  /// The place before which the view shows items that land at `landing`, counted once the
  /// `lifted` items are taken out: before the item that will follow them, or one past their
  /// section's last item.
  private func place(of landing: ItemPath, lifting lifted: [ItemPath]) -> CollectionDrop? {
    guard (0..<numberOfSections).contains(landing.section) else { return nil }
    var item = landing.item
    for path in lifted where path.section == landing.section && path.item <= item {
      item += 1
    }
    return CollectionDrop(
      path: ItemPath(
        section: landing.section, item: min(item, numberOfItems(inSection: landing.section))),
      operation: .before)
  }
}
