#if canImport(AppKit) && os(macOS)
internal import AppKit

/// The target of a table or an outline view's `action` and `doubleAction`: it hands the view
/// to a closure, which reads the view's `clickedRow` (its value "is meaningful in the target
/// object's implementation of the action and double-action methods", Apple's documentation of
/// `NSTableView.clickedRow`). A view holds its target weakly; the adapter keeps it.
@MainActor
final class ClickTarget: NSObject {
  private let clickHandler: @MainActor (NSTableView) -> Void
  private let doubleClickHandler: @MainActor (NSTableView) -> Void

  init(
    click: @escaping @MainActor (NSTableView) -> Void,
    doubleClick: @escaping @MainActor (NSTableView) -> Void
  ) {
    clickHandler = click
    doubleClickHandler = doubleClick
  }

  @objc func click(_ sender: Any?) {
    guard let view = sender as? NSTableView else { return }
    clickHandler(view)
  }

  @objc func doubleClick(_ sender: Any?) {
    guard let view = sender as? NSTableView else { return }
    doubleClickHandler(view)
  }
}
#endif
