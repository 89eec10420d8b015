#if canImport(AppKit) && os(macOS)
public import AppKit

/// A collection view whose Delete key, and Edit ▸ Delete, delete the selected items of the
/// list a ``CollectionViewAdapter`` binds to it, as one undoable step; a right-click shows the
/// menu of the item under it, and a double-click runs the adapter's primary action. Any
/// `NSCollectionView` works with the adapter; this one adds the keys and the clicks, which
/// `NSCollectionView` does not report to its delegate.
open class ListCollectionView: NSCollectionView {
  /// Performs a key's command; `true` if it was handled. Set by the adapter.
  var performCommand: (@MainActor (ListKeyCommand) -> Bool)?
  /// Runs for a double-click, with the index path of the item under it; `nil` between items.
  /// Set by the adapter.
  var didDoubleClick: (@MainActor (IndexPath?) -> Void)?

  /// The index path of the item the user last right-clicked or ⌃-clicked, as a table view's
  /// `clickedRow`: read it while the view's menu updates; `nil` for a click between items.
  public private(set) var clickedIndexPath: IndexPath?

  override open func keyDown(with event: NSEvent) {
    if !performKeyCommand(event) { super.keyDown(with: event) }
  }

  override open func mouseDown(with event: NSEvent) {
    // NB: the item under the click is found before AppKit handles it: AppKit's tracking of the
    // click may last until the mouse is released, wherever the mouse is by then.
    let clicked = event.clickCount == 2 ? indexPathForItem(under: event) : nil
    super.mouseDown(with: event)
    if event.clickCount == 2 { didDoubleClick?(clicked) }
  }

  override open func menu(for event: NSEvent) -> NSMenu? {
    clickedIndexPath = indexPathForItem(under: event)
    return super.menu(for: event)
  }

  /// Edit ▸ Delete (`delete:`): deletes the selected items.
  @IBAction open func delete(_ sender: Any?) {
    _ = performCommand?(.deleteSelection)
  }

  private func indexPathForItem(under event: NSEvent) -> IndexPath? {
    indexPathForItem(at: convert(event.locationInWindow, from: nil))
  }
}
#endif
