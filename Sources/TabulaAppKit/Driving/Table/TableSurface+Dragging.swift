@_spi(Surfaces) internal import Tabula

// MARK: - TableSurface + Dragging

/// Reordering rows by dragging them within the table, across sections, as the data source's
/// drag rules decide (``ListSurfaceClient/itemsToDrag(at:)``,
/// ``ListSurfaceClient/proposedDrop(at:)``): the adapter's `NSTableViewDataSource` drag methods
/// answer from these.
///
/// Tables reorder: they do not nest, so a drop onto an item's row goes above it, and a drop
/// onto a group row goes to the start of its section. A drop above a group row goes to the end
/// of the section above it, where AppKit draws the line, and so does a drop onto or above a
/// section's footer row, which closes its section. Each drop the data source accepts is
/// shown where the rows land (`setDropRow(_:dropOperation:)`), after the list's move rule.
extension TableSurface {
  /// Whether a row goes with a drag that starts (`tableView(_:pasteboardWriterForRow:)`, where
  /// "returning `nil` excludes the row from being dragged"): the data source's rows for the
  /// lifted row, which are the row, or every movable selected row when it is one of several
  /// selected, as AppKit drags the selection; none for a group row, or a list that does not
  /// let its rows move (``ListBehavior/allowsMoving`` with an editable provider).
  ///
  /// AppKit asks for each row it drags, the selection's rows one after another: a row of the
  /// drag already under way is answered without asking the data source again.
  ///
  /// - Parameter row: A row AppKit would drag.
  /// - Returns: Whether it is dragged.
  /// - Complexity: O(*k* log *n*) for *k* rows dragged, for the first row of a drag.
  public func dragsRow(_ row: Int) -> Bool {
    guard let path = itemPath(atRow: row), let client else { return false }
    return drag.lift(rowAt: path, client: client)
  }

  /// Where the dragged rows would go if dropped at a place AppKit proposes
  /// (`tableView(_:validateDrop:proposedRow:proposedDropOperation:)`): the place to show, above
  /// a row, which differs from `proposed` when the adapter retargets the drop; `nil` when the
  /// data source refuses (the adapter then answers no operation), the place is not in the table,
  /// or no rows of this table are dragged.
  ///
  /// - Parameter proposed: The place AppKit proposes.
  /// - Returns: The place to show, always above a row, or `nil`.
  /// - Complexity: O(*k* log *n*) for *k* rows dragged.
  public func validateDrop(_ proposed: TableDrop) -> TableDrop? {
    guard let client else { return nil }
    let destination = destination(of: proposed)
    // NB: a place above a dragged row means the same gap as the row below the dragged ones:
    // the line stays where the user points, unless above the first group row, where the rows
    // go below it, or below a footer row, where they go above it.
    let keepsProposed =
      proposed.operation == .above && !(proposed.row == 0 && isGroupRow(0))
      && footerSection(ofRow: proposed.row - 1) == nil
    let layout = rows.layout
    let lifted = client.shownPaths(of: drag.ids)
    return drag.validate(destination, client: client) { landing in
      keepsProposed && landing == destination
        ? proposed : Self.place(of: landing, in: layout, lifting: lifted)
    }
  }

  /// The user dropped the dragged rows (`tableView(_:acceptDrop:row:dropOperation:)`): the
  /// data source hands the move to its provider as one undoable step, and the provider's new
  /// snapshot moves the rows.
  ///
  /// - Parameter drop: The place of the drop, as last validated.
  /// - Returns: Whether the rows moved; `false` if the data source refused (and reported why).
  public func acceptDrop(_ drop: TableDrop) -> Bool {
    let destination = drag.destination(ofDropAt: drop) { self.destination(of: drop) }
    return drag.drop(at: destination, client: client)
  }

  /// The drag of the table's rows ended, dropped or not
  /// (`tableView(_:draggingSession:endedAt:operation:)`).
  public func dragDidEnd() {
    drag.end(client: client)
  }

  // MARK: Internal

  /// The list's destination for a place on the table, counted once the dragged rows are taken
  /// out; `nil` for a place that is not in the table.
  ///
  /// - Complexity: O(*k* log *n*) for *k* rows dragged.
  func destination(of place: TableDrop) -> ItemPath? {
    let layout = rows.layout
    let rowCount = layout.rowCount
    let isInTable =
      place.operation == .on
      ? (0..<rowCount).contains(place.row) : (0...rowCount).contains(place.row)
    guard isInTable, let client else { return nil }
    let gap: ItemPath
    switch layout.content(ofRow: place.row) {
    case .item(let path):
      gap = path
    case .header(let section) where place.operation == .on || place.row == 0:
      gap = ItemPath(section: section, item: 0)
    case .footer(let section):
      gap = ItemPath(section: section, item: layout.section(at: section).itemCount)
    case .header, nil:
      switch layout.content(ofRow: place.row - 1) {
      case .header(let section): gap = ItemPath(section: section, item: 0)
      case .item(let path): gap = ItemPath(section: path.section, item: path.item + 1)
      case .footer(let section):
        gap = ItemPath(section: section, item: layout.section(at: section).itemCount)
      case nil: return nil
      }
    }
    let lifted = client.shownPaths(of: drag.ids).count {
      $0.section == gap.section && $0.item < gap.item
    }
    return ItemPath(section: gap.section, item: gap.item - lifted)
  }

  /// The place above which a table of `layout` shows rows that land at `landing`, counted once
  /// the `lifted` rows are taken out: above the row that will follow them, or the row after
  /// their section's last row.
  ///
  /// - Complexity: O(*k* log *n*) for *k* rows dragged.
  static func place(of landing: ItemPath, in layout: RowLayout, lifting lifted: [ItemPath])
    -> TableDrop?
  {
    guard (0..<layout.sectionCount).contains(landing.section) else { return nil }
    var item = landing.item
    for path in lifted where path.section == landing.section && path.item <= item {
      item += 1
    }
    guard item < layout.section(at: landing.section).itemCount else {
      let end =
        layout.footerRow(ofSection: landing.section)
        ?? layout.firstRow(ofSection: landing.section + 1)
      return TableDrop(row: end, operation: .above)
    }
    return TableDrop(
      row: layout.row(of: ItemPath(section: landing.section, item: item)), operation: .above)
  }
}
