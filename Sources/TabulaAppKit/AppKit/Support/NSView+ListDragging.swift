#if canImport(AppKit) && os(macOS)
internal import AppKit

// MARK: - NSPasteboard.PasteboardType + Rows

extension NSPasteboard.PasteboardType {
  /// The rows of a Tabula list dragged within their own view: a private type that no other
  /// view or app reads. The drag's rows are the surface's; the pasteboard only carries them.
  static let tabulaListRows = Self("dev.tabula.list-rows")
}

// MARK: - NSTableView + Row dragging

extension NSTableView {
  /// Lets the user reorder the view's rows by dragging them within it, as the data source
  /// allows: the view accepts drags of its own rows, and its rows go nowhere else.
  ///
  /// The drop feedback is left to AppKit: `draggingDestinationFeedbackStyle` keeps its default,
  /// of which Apple's documentation says "This style should be used in most cases" (a source
  /// list gets `.sourceList`, which AppKit sets itself).
  func acceptsDragsOfOwnRows() {
    registerForDraggedTypes([.tabulaListRows])
    setDraggingSourceOperationMask(.move, forLocal: true)
    setDraggingSourceOperationMask([], forLocal: false)
  }

  /// Whether a drag is of this view's own rows: a drag from anywhere else carries none of
  /// the list's rows.
  func isDraggingOwnRows(_ info: any NSDraggingInfo) -> Bool {
    (info.draggingSource as? NSTableView) === self
  }
}

// MARK: - NSCollectionView + Item dragging

extension NSCollectionView {
  /// Lets the user reorder the view's items by dragging them within it, as the data source
  /// allows: the view accepts drags of its own items, and its items go nowhere else.
  func acceptsDragsOfOwnItems() {
    registerForDraggedTypes([.tabulaListRows])
    setDraggingSourceOperationMask(.move, forLocal: true)
    setDraggingSourceOperationMask([], forLocal: false)
  }

  /// Whether a drag is of this view's own items: a drag from anywhere else carries none of
  /// the list's items.
  func isDraggingOwnItems(_ info: any NSDraggingInfo) -> Bool {
    (info.draggingSource as? NSCollectionView) === self
  }
}

// MARK: - NSPasteboardItem + Row

extension NSPasteboardItem {
  /// The pasteboard item of a dragged row.
  ///
  /// - Parameter row: The row dragged.
  /// - Returns: An item of ``NSPasteboard/PasteboardType/tabulaListRows``.
  static func draggedRow(_ row: Int) -> NSPasteboardItem {
    let item = NSPasteboardItem()
    item.setString(String(row), forType: .tabulaListRows)
    return item
  }

  /// The pasteboard item of a dragged item of a collection view.
  ///
  /// - Parameter indexPath: The index path of the item dragged.
  /// - Returns: An item of ``NSPasteboard/PasteboardType/tabulaListRows``.
  static func draggedItem(_ indexPath: IndexPath) -> NSPasteboardItem {
    let item = NSPasteboardItem()
    item.setString("\(indexPath.section).\(indexPath.item)", forType: .tabulaListRows)
    return item
  }
}
#endif
