#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(Surfaces) @_spi(AppKitUpdates) internal import Tabula

/// The outline view's data source, delegate and menu delegate: each answer is the
/// ``OutlineSurface``'s, in AppKit's types.
@MainActor
final class OutlineViewCoordinator: ListViewCoordinator<OutlineSurface, NSOutlineView>,
  NSOutlineViewDataSource, NSOutlineViewDelegate
{
  /// What `outlineView(_:child:ofItem:)` hands AppKit for a child that does not exist, which
  /// AppKit does not ask for: it must return an object.
  private let missingChild = OutlineItemObject(id: AnyHashable("Tabula.MissingChild"))

  func outlineView(_ outlineView: NSOutlineView, numberOfChildrenOfItem item: Any?) -> Int {
    surface.numberOfChildren(of: item as? OutlineItemObject)
  }

  func outlineView(_ outlineView: NSOutlineView, child index: Int, ofItem item: Any?) -> Any {
    surface.child(index, of: item as? OutlineItemObject) ?? missingChild
  }

  func outlineView(_ outlineView: NSOutlineView, isItemExpandable item: Any) -> Bool {
    (item as? OutlineItemObject).map(surface.isExpandable) ?? false
  }

  func outlineView(_ outlineView: NSOutlineView, viewFor tableColumn: NSTableColumn?, item: Any)
    -> NSView?
  {
    guard tableColumn == nil || tableColumn === outlineView.tableColumns.first,
      let item = item as? OutlineItemObject
    else { return nil }
    return surface.cellView(for: item) as? NSView
  }

  func outlineView(_ outlineView: NSOutlineView, shouldExpandItem item: Any) -> Bool {
    (item as? OutlineItemObject).map(surface.userDidToggle) ?? false
  }

  func outlineView(_ outlineView: NSOutlineView, shouldCollapseItem item: Any) -> Bool {
    (item as? OutlineItemObject).map(surface.userDidToggle) ?? false
  }

  func outlineView(
    _ outlineView: NSOutlineView, didAdd rowView: NSTableRowView, forRow row: Int
  ) {
    surface.didAddRow(of: outlineView.item(atRow: row) as? OutlineItemObject)
  }

  func outlineViewSelectionDidChange(_ notification: Notification) {
    surface.viewSelectionDidChange()
  }

  func outlineView(
    _ outlineView: NSOutlineView, typeSelectStringFor tableColumn: NSTableColumn?, item: Any
  ) -> String? {
    (item as? OutlineItemObject).flatMap { surface.typeSelectString(for: $0) }
  }

  // MARK: Dragging

  func outlineView(_ outlineView: NSOutlineView, pasteboardWriterForItem item: Any)
    -> (any NSPasteboardWriting)?
  {
    guard let item = item as? OutlineItemObject, surface.dragsItem(item) else { return nil }
    return NSPasteboardItem.draggedRow(outlineView.row(forItem: item))
  }

  func outlineView(
    _ outlineView: NSOutlineView, validateDrop info: any NSDraggingInfo, proposedItem item: Any?,
    proposedChildIndex index: Int
  ) -> NSDragOperation {
    let proposed = OutlineDrop(parent: (item as? OutlineItemObject)?.id, childIndex: index)
    guard outlineView.isDraggingOwnRows(info), let shown = surface.validateDrop(proposed) else {
      return []
    }
    if shown != proposed {
      outlineView.setDropItem(surface.parentObject(of: shown), dropChildIndex: shown.childIndex)
    }
    return .move
  }

  func outlineView(
    _ outlineView: NSOutlineView, acceptDrop info: any NSDraggingInfo, item: Any?,
    childIndex index: Int
  ) -> Bool {
    guard outlineView.isDraggingOwnRows(info) else { return false }
    return surface.acceptDrop(
      OutlineDrop(parent: (item as? OutlineItemObject)?.id, childIndex: index))
  }

  func outlineView(
    _ outlineView: NSOutlineView, draggingSession session: NSDraggingSession,
    endedAt screenPoint: NSPoint, operation: NSDragOperation
  ) {
    surface.dragDidEnd()
  }

  // MARK: Menu

  override func menuActions(forRow row: Int, in view: NSOutlineView) -> [SurfaceItemAction] {
    surface.menuActions(for: view.item(atRow: row) as? OutlineItemObject)
  }
}
#endif
