/// What a ``ListSurface`` asks about the list it shows, and tells of what the user did: the
/// part of `UITableViewDataSource` and `UITableViewDelegate` that every surface needs.
///
/// ``ListDataSource`` is the one client; a surface holds it as `any ListSurfaceClient` because
/// the surface does not know the data source's section and item types.
@MainActor
@_spi(Surfaces)
public protocol ListSurfaceClient: AnyObject {
  /// The number of sections.
  var numberOfSections: Int { get }

  /// The number of items in the section at this index; zero if there is no such section.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: Its number of items.
  func numberOfItems(inSectionAt section: Int) -> Int

  /// A configured cell for the item at a position, dequeued from `surface`.
  ///
  /// - Parameters:
  ///   - surface: The surface asking; the cell is dequeued from it.
  ///   - path: The position of the item.
  /// - Returns: The cell, showing the item; `nil` if the position is out of range or the
  ///   cell could not be made, in which case the data source has reported a diagnostic and
  ///   the surface shows an empty cell.
  func cell(for surface: any ListSurface, at path: ItemPath) -> AnyObject?

  /// The item shown at a position, without its type, for surfaces that check what they
  /// show; `nil` if the position is out of range.
  ///
  /// - Parameter path: The position of the item.
  /// - Returns: The item: its identity and its content.
  func shownItem(at path: ItemPath) -> (any Identifiable & Equatable)?

  /// The title shown above a section, if any.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: The title, or `nil` for no header.
  func headerTitle(inSection section: Int) -> String?

  /// The title shown below a section, if any.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: The title, or `nil` for no footer.
  func footerTitle(inSection section: Int) -> String?

  /// Whether a section shows a header and a footer: whether it has a title for each, read
  /// together, as a surface that lays sections out in rows asks of each section after each
  /// batch.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: Whether it has a header title, and a footer title.
  func titlesShown(inSection section: Int) -> (header: Bool, footer: Bool)

  /// The titles of the section index at the trailing edge (A, B, C...), or `nil` for no
  /// index.
  var sectionIndexTitles: [String]? { get }

  /// The section the user jumps to when they touch an entry of the section index.
  ///
  /// - Parameter index: The position of the entry in ``sectionIndexTitles``.
  /// - Returns: The index of the section.
  func section(forSectionIndexTitleAt index: Int) -> Int

  /// Whether the user may delete or move the item at a position.
  ///
  /// - Parameter path: The position of the item.
  /// - Returns: `true` if the item is editable.
  func canEditItem(at path: ItemPath) -> Bool

  /// Whether the user may delete the item at a position; only asked of editable items.
  ///
  /// - Parameter path: The position of the item.
  /// - Returns: `true` if the item can be deleted.
  func canDeleteItem(at path: ItemPath) -> Bool

  /// Whether the user may drag the item at a position to another place; only asked of
  /// editable items.
  ///
  /// - Parameter path: The position of the item.
  /// - Returns: `true` if the item can be moved.
  func canMoveItem(at path: ItemPath) -> Bool

  /// The surface is about to show the item at a position: a row scrolled into view, or was
  /// inserted or reloaded where the user sees it. Called after the surface asked for its cell.
  ///
  /// - Parameter path: The position of the item.
  func willDisplayItem(at path: ItemPath)

  /// The surface is likely to show the items at these positions soon, nearest first.
  ///
  /// - Parameter paths: The positions.
  func prefetchItems(at paths: [ItemPath])

  /// The items at these positions, announced by ``prefetchItems(at:)``, are no longer likely
  /// to show soon.
  ///
  /// - Parameter paths: The positions.
  func cancelPrefetchingItems(at paths: [ItemPath])

  /// Whether the surface deselects an item as soon as the user selects it.
  var deselectsOnSelection: Bool { get }

  /// The user selected the item at a position (a tap).
  ///
  /// - Parameter path: The position of the item.
  func userDidSelectItem(at path: ItemPath)

  /// The user deleted the item at a position (swipe to delete, or the delete control). The
  /// surface has not removed the row: the data source updates the data, and the new snapshot
  /// removes it.
  ///
  /// - Parameter path: The position of the item.
  func userDidDeleteItem(at path: ItemPath)

  /// The user dragged the item at `source` to `destination`. The surface has already moved
  /// the row: the data source must update its data without moving the row again.
  ///
  /// - Parameters:
  ///   - source: Where the row was.
  ///   - destination: Where the user dropped it.
  func userDidMoveItem(from source: ItemPath, to destination: ItemPath)

  /// The user stopped scrolling: the drag ended without deceleration, or the deceleration
  /// ended. Updates held back while the user scrolled (`isUserScrolling`)
  /// run now.
  func userDidEndScrolling()

  /// Whether the user may select several rows while the surface is in edit mode (UIKit's
  /// `allowsMultipleSelectionDuringEditing`). `false` by default.
  var allowsMultipleSelection: Bool { get }

  /// The user deselected the row at a position (a second tap in edit mode); it leaves the
  /// data source's selection.
  ///
  /// - Parameter path: The position of the item.
  func userDidDeselectItem(at path: ItemPath)

  /// The user lifts the row at a position to drag it: the rows the drag carries, in list
  /// order (the row, or every selected row if it is one of them), or none if the row may not
  /// move. The data source remembers them until ``userDidEndDrag()``.
  ///
  /// - Parameter path: The position of the lifted row.
  /// - Returns: The positions of the rows dragged; empty if the row cannot be dragged.
  func itemsToDrag(at path: ItemPath) -> [ItemPath]

  /// Where the dragged rows would land if dropped at `destination` (counted once they are
  /// taken out, as `moveRow(at:to:)` counts), after the behaviour's move rule; `nil` if
  /// they may not be dropped there or nothing is dragged.
  ///
  /// - Parameter destination: The position the user hovers over.
  /// - Returns: The position the first dragged row would take, or `nil`.
  func proposedDrop(at destination: ItemPath) -> ItemPath?

  /// The user dropped the dragged rows at `destination`: the data source hands the move to
  /// its provider as one undoable step and animates the provider's result itself, so the
  /// surface must not move rows on its own.
  ///
  /// - Parameter destination: Where the user dropped, counted as in ``proposedDrop(at:)``.
  /// - Returns: The position the first dropped row takes, or `nil` if the drop was refused
  ///   (reported as a diagnostic): the rows go back to their places.
  func userDidDrop(at destination: ItemPath) -> ItemPath?

  /// The drag ended, dropped or cancelled.
  func userDidEndDrag()

  /// Where a row the user drags in edit mode goes when hovered over `proposed`: `proposed`,
  /// the place the behaviour's move rule redirects it to, or `source` if refused.
  ///
  /// - Parameters:
  ///   - source: Where the row is.
  ///   - proposed: Where the user hovers, counted once the row is taken out.
  /// - Returns: Where the row may go.
  func targetPathForMove(from source: ItemPath, to proposed: ItemPath) -> ItemPath
  /// The actions to offer for an item at a placement, bound to that item; `nil` leaves the
  /// surface's own behaviour (a table's standard delete on a trailing swipe, for example).
  ///
  /// - Parameters:
  ///   - placement: Where the surface offers them.
  ///   - path: The position of the item.
  /// - Returns: The actions, or `nil`.
  func actions(_ placement: SurfaceItemAction.Placement, forItemAt path: ItemPath)
    -> [SurfaceItemAction]?

  /// The configured supplementary view of a kind for a section, dequeued from a surface; `nil`
  /// (after a diagnostic) when the kind has no registration or the section does not exist.
  ///
  /// - Parameters:
  ///   - kind: What the view is for.
  ///   - surface: The surface asking, which dequeues the view.
  ///   - section: The index of the section.
  /// - Returns: The view, or `nil`.
  func supplementaryView(
    ofKind kind: SupplementaryKind, for surface: any ListSurface, inSection section: Int
  ) -> AnyObject?

  /// The level and disclosure state of the outline row at a position; `nil` for a flat
  /// list's row.
  func outlineRow(at path: ItemPath) -> SurfaceOutlineRow?

  /// The user tapped the disclosure control of the row at a position.
  func userDidToggleExpansion(at path: ItemPath)

  /// The position of the shown row of an outline that is the parent of the row at a position;
  /// `nil` for a row at the top level, a row of a flat list, or a position out of range.
  ///
  /// A surface that addresses rows by parent and child index, as `NSOutlineView` does, asks it.
  ///
  /// - Parameter path: The position of a shown row.
  /// - Returns: The position of its parent, or `nil`.
  func outlineParent(ofItemAt path: ItemPath) -> ItemPath?

  /// The position of the shown row of the item with an identifier, given as `AnyHashable`;
  /// `nil` if no row shows it.
  ///
  /// A surface that identifies rows by item, as `NSOutlineView` does, asks it instead of
  /// keeping the position of every row, which each insertion or removal would renumber.
  ///
  /// - Parameter id: The identifier of an item.
  /// - Returns: The position of its row, or `nil`.
  func shownPath(ofItemWithID id: AnyHashable) -> ItemPath?

  /// The identifier of the item shown at a position and that of the item of its parent row
  /// (`nil` at the top level or in a flat list), given as `AnyHashable`; `nil` if the position
  /// is out of range.
  ///
  /// A surface that addresses rows by parent, as `NSOutlineView` does, reads it of each row a
  /// batch places: one call where ``shownItem(at:)`` and ``outlineParent(ofItemAt:)`` take
  /// three.
  ///
  /// - Parameter path: The position of a shown row.
  /// - Returns: The identifiers of its item and of its parent's item, or `nil`.
  func shownOutlineNode(at path: ItemPath) -> (id: AnyHashable, parent: AnyHashable?)?

  /// The identifiers that ``shownOutlineNode(at:)`` reads, for many positions in one call:
  /// `nil` for a position out of range.
  ///
  /// A surface that addresses rows by parent, as `NSOutlineView` does, reads the rows a batch
  /// inserts with it: one call for the batch, not one per row.
  ///
  /// - Parameter paths: Positions of shown rows.
  /// - Returns: The identifiers of the item at each position and of its parent's item, in the
  ///   order of `paths`.
  func shownOutlineNodes(at paths: [ItemPath]) -> [(id: AnyHashable, parent: AnyHashable?)?]

  /// The identifiers and levels of the rows at a run of positions in a section, read in one
  /// pass; `nil` if a position is out of range.
  ///
  /// A surface that addresses rows by parent reads the rows an expansion inserts with it: their
  /// parents follow from their levels, without a search for each.
  ///
  /// - Parameters:
  ///   - section: The index of a section.
  ///   - items: Positions of shown rows in it.
  /// - Returns: The identifier and level of the item at each position, in order.
  func shownOutlineRows(inSection section: Int, items: Range<Int>) -> [(
    id: AnyHashable, level: Int
  )]?
}
