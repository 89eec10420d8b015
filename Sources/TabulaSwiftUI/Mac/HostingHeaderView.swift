#if canImport(SwiftUI) && os(macOS)
internal import AppKit
internal import SwiftUI

// MARK: - HostingHeaderView

/// A group row's view whose content is a SwiftUI view: a section header of ``TabulaList`` on
/// the Mac. It keeps its section, so that the headers on screen can be shown again with a new
/// body's header closure.
@MainActor
final class HostingHeaderView: NSView {
  /// The section the header shows.
  let section: Any
  private let hosting: NSHostingView<AnyView>

  /// Makes the header of a section.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - content: Its header's view.
  init(section: Any, content: AnyView) {
    self.section = section
    hosting = NSHostingView(rootView: content)
    super.init(frame: .zero)
    addPinnedSubview(hosting)
  }

  /// Not available: the header is made in code.
  ///
  /// - Parameter coder: An archive.
  required init?(coder: NSCoder) {
    return nil
  }

  /// Shows the header's view again, as a new body makes it.
  ///
  /// - Parameter content: The header's view.
  func show(_ content: AnyView) {
    hosting.rootView = content
  }
}
#endif
