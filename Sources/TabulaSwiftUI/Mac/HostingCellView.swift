#if canImport(SwiftUI) && os(macOS)
internal import AppKit
internal import SwiftUI

// MARK: - HostingCellView

/// A table cell view whose content is a SwiftUI view: a row of ``TabulaList`` on the Mac.
///
/// The row's view is given its item's identity, so a reused cell never keeps the state of the
/// row it showed before; the cell keeps the item, so that the rows on screen can be shown
/// again with a new body's row closure.
@MainActor
final class HostingCellView: NSTableCellView {
  /// The item the cell shows.
  private(set) var item: Any?
  private let hosting = NSHostingView(rootView: AnyView(EmptyView()))

  override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    addPinnedSubview(hosting)
  }

  /// Not available: the cell is made in code.
  ///
  /// - Parameter coder: An archive.
  required init?(coder: NSCoder) {
    return nil
  }

  /// Shows an item's view.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - id: Its identifier, which the view is given as its identity.
  ///   - content: The item's view.
  func show(_ item: Any, id: AnyHashable, content: some View) {
    self.item = item
    hosting.rootView = AnyView(content.id(id))
  }
}
#endif
