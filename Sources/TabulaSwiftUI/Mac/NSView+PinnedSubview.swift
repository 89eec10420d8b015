#if canImport(SwiftUI) && os(macOS)
internal import AppKit

// MARK: - NSView + Pinned subview

extension NSView {
  /// Adds a subview that fills the view, edge to edge, with Auto Layout.
  ///
  /// - Parameter subview: The subview.
  func addPinnedSubview(_ subview: NSView) {
    subview.translatesAutoresizingMaskIntoConstraints = false
    addSubview(subview)
    NSLayoutConstraint.activate([
      subview.leadingAnchor.constraint(equalTo: leadingAnchor),
      subview.trailingAnchor.constraint(equalTo: trailingAnchor),
      subview.topAnchor.constraint(equalTo: topAnchor),
      subview.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }
}
#endif
