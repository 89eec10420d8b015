#if canImport(AppKit) && os(macOS)
internal import AppKit

/// The target of a table or an outline view's `doubleAction`: it hands the view to a closure,
/// which reads the view's `clickedRow`. A view holds its target weakly; the adapter keeps it.
@MainActor
final class DoubleClickTarget: NSObject {
  private let handler: @MainActor (NSTableView) -> Void

  init(_ handler: @escaping @MainActor (NSTableView) -> Void) {
    self.handler = handler
  }

  @objc func doubleClick(_ sender: Any?) {
    guard let view = sender as? NSTableView else { return }
    handler(view)
  }
}
#endif
