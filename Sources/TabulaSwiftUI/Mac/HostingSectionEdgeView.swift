#if canImport(SwiftUI) && os(macOS)
internal import AppKit
internal import SwiftUI

// MARK: - HostingSectionEdgeView

/// The view of a section's header (a group row) or footer (the row below its items) whose
/// content is a SwiftUI view, for ``TabulaList`` on the Mac. It keeps its section and which
/// of the two it is, so that the headers and footers on screen can be shown again with a new
/// body's closures.
@MainActor
final class HostingSectionEdgeView: NSView {
  /// Which view of its section a row shows.
  enum Edge {
    /// The header, above the section's items.
    case header
    /// The footer, below them.
    case footer
  }

  /// The section whose header or footer the view shows.
  let section: Any
  /// Whether the view shows its section's header or footer.
  let edge: Edge
  private let hosting: NSHostingView<AnyView>

  /// Makes the header or footer of a section.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - edge: Whether the view is its header or its footer.
  ///   - content: The header's or footer's view.
  init(section: Any, edge: Edge, content: AnyView) {
    self.section = section
    self.edge = edge
    hosting = NSHostingView(rootView: content)
    super.init(frame: .zero)
    addPinnedSubview(hosting)
  }

  /// Not available: the view is made in code.
  ///
  /// - Parameter coder: An archive.
  required init?(coder: NSCoder) {
    return nil
  }

  /// Shows the header's or footer's view again, as a new body makes it.
  ///
  /// - Parameter content: The view.
  func show(_ content: AnyView) {
    hosting.rootView = content
  }
}
#endif
