#if canImport(AppKit) && os(macOS)
internal import AppKit
internal import Tabula
internal import TabulaAppKit

/// What the outline screens share: a scrolling outline view of one column without a header,
/// whose rows show a name in a label.
@MainActor
enum NamedPlacesOutline {
  /// A `ListOutlineView` of one column, in a scroll view.
  ///
  /// - Parameter column: The column's identifier.
  /// - Returns: The scroll view, the view to show, and the outline view in it.
  static func scrollingOutline(column: String) -> (NSScrollView, ListOutlineView) {
    let outlineView = ListOutlineView()
    let tableColumn = NSTableColumn(identifier: NSUserInterfaceItemIdentifier(column))
    outlineView.addTableColumn(tableColumn)
    outlineView.outlineTableColumn = tableColumn
    outlineView.headerView = nil
    let scrollView = NSScrollView()
    scrollView.documentView = outlineView
    scrollView.hasVerticalScroller = true
    return (scrollView, outlineView)
  }

  /// Cells that show an item's name in a label, made the first time a cell is configured.
  ///
  /// - Parameter name: The name of an item.
  /// - Returns: The registration.
  static func nameCells<Item>(_ name: @escaping @MainActor @Sendable (Item) -> String)
    -> CellRegistration<NSTableCellView, Item>
  {
    CellRegistration<NSTableCellView, Item> { cell, _, item in
      if cell.textField == nil {
        let label = NSTextField(labelWithString: "")
        label.frame = cell.bounds
        label.autoresizingMask = [.width, .height]
        cell.addSubview(label)
        cell.textField = label
      }
      cell.textField?.stringValue = name(item)
    }
  }
}
#endif
