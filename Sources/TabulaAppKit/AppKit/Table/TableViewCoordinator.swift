#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(Surfaces) @_spi(AppKitUpdates) internal import Tabula

/// The table view's data source, delegate and menu delegate: each answer is the
/// ``TableSurface``'s, in AppKit's types.
@MainActor
final class TableViewCoordinator: ListViewCoordinator<TableSurface, NSTableView>,
  NSTableViewDataSource, NSTableViewDelegate
{
  /// Makes the view of a section's group row; `nil`, or a `nil` view, shows the title.
  var makeHeaderView: (@MainActor (_ section: Int) -> NSView?)?
  /// Makes the view of a section's footer row; `nil`, or a `nil` view, shows the title.
  var makeFooterView: (@MainActor (_ section: Int) -> NSView?)?

  func numberOfRows(in tableView: NSTableView) -> Int { surface.numberOfRows }

  func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int)
    -> NSView?
  {
    if let section = surface.headerSection(ofRow: row) {
      if let view = makeHeaderView?(section) { return view }
      return surface.headerTitle(ofRow: row).map {
        CellViews.groupRowView(title: $0, in: tableView)
      }
    }
    guard tableColumn == nil || tableColumn === tableView.tableColumns.first else { return nil }
    if let section = surface.footerSection(ofRow: row) {
      if let view = makeFooterView?(section) { return view }
      return surface.footerTitle(ofRow: row).map {
        CellViews.footerRowView(title: $0, in: tableView)
      }
    }
    return surface.cellView(forRow: row) as? NSView
  }

  func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
    surface.isGroupRow(row)
  }

  func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool {
    surface.canSelectRow(row)
  }

  func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int) {
    surface.didAddRow(row)
  }

  func tableViewSelectionDidChange(_ notification: Notification) {
    surface.viewSelectionDidChange()
  }

  func tableView(
    _ tableView: NSTableView, typeSelectStringFor tableColumn: NSTableColumn?, row: Int
  ) -> String? {
    surface.typeSelectString(forRow: row)
  }

  func tableView(
    _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
  ) -> [NSTableViewRowAction] {
    surface.rowActions(forRow: row, edge: edge == .leading ? .leading : .trailing)
      .map(\.rowAction)
  }

  // MARK: Dragging

  func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int)
    -> (any NSPasteboardWriting)?
  {
    surface.dragsRow(row) ? NSPasteboardItem.draggedRow(row) : nil
  }

  func tableView(
    _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
    proposedDropOperation dropOperation: NSTableView.DropOperation
  ) -> NSDragOperation {
    let proposed = TableDrop(row: row, operation: dropOperation == .on ? .on : .above)
    guard tableView.isDraggingOwnRows(info), let shown = surface.validateDrop(proposed) else {
      return []
    }
    if shown != proposed { tableView.setDropRow(shown.row, dropOperation: .above) }
    return .move
  }

  func tableView(
    _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
    dropOperation: NSTableView.DropOperation
  ) -> Bool {
    guard tableView.isDraggingOwnRows(info) else { return false }
    return surface.acceptDrop(TableDrop(row: row, operation: dropOperation == .on ? .on : .above))
  }

  func tableView(
    _ tableView: NSTableView, draggingSession session: NSDraggingSession,
    endedAt screenPoint: NSPoint, operation: NSDragOperation
  ) {
    surface.dragDidEnd()
  }

  // MARK: Menu

  override func menuActions(forRow row: Int, in view: NSTableView) -> [SurfaceItemAction] {
    surface.menuActions(forRow: row)
  }
}
#endif
