#if canImport(AppKit) && os(macOS)
public import AppKit
@_spi(AppKitUpdates) internal import Tabula

/// A table view whose Delete key, and Edit ▸ Delete, delete the selected rows of the list a
/// ``TableViewAdapter`` binds to it, as one undoable step. Any `NSTableView` works with the
/// adapter; this one adds the keys.
open class ListTableView: NSTableView {
  /// Performs a key's command; `true` if it was handled. Set by the adapter.
  var performCommand: (@MainActor (ListKeyCommand) -> Bool)?

  override open func keyDown(with event: NSEvent) {
    if !performKeyCommand(event) { super.keyDown(with: event) }
  }

  /// Edit ▸ Delete (`delete:`): deletes the selected rows.
  @IBAction open func delete(_ sender: Any?) {
    _ = performCommand?(.deleteSelection)
  }
}

/// An outline view whose Delete key, and Edit ▸ Delete, delete the selected rows of the list
/// an ``OutlineViewAdapter`` binds to it, as one undoable step.
open class ListOutlineView: NSOutlineView {
  /// Performs a key's command; `true` if it was handled. Set by the adapter.
  var performCommand: (@MainActor (ListKeyCommand) -> Bool)?

  override open func keyDown(with event: NSEvent) {
    if !performKeyCommand(event) { super.keyDown(with: event) }
  }

  /// Edit ▸ Delete (`delete:`): deletes the selected rows.
  @IBAction open func delete(_ sender: Any?) {
    _ = performCommand?(.deleteSelection)
  }
}

/// A view whose key commands the adapter hands to its surface.
@MainActor
protocol ListCommandView: AnyObject {
  /// Performs a key's command; `true` if it was handled.
  var performCommand: (@MainActor (ListKeyCommand) -> Bool)? { get set }
}

extension ListCommandView {
  /// Performs the command of a key press; `false` if the key has none here, or the surface
  /// did not handle it, so the view handles the key itself.
  func performKeyCommand(_ event: NSEvent) -> Bool {
    guard let command = ListKeyCommand(event) else { return false }
    return performCommand?(command) == true
  }
}

extension ListTableView: ListCommandView {}
extension ListOutlineView: ListCommandView {}
extension ListCollectionView: ListCommandView {}
#endif
