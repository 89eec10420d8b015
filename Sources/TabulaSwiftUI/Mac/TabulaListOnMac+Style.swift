#if canImport(SwiftUI) && os(macOS)
public import SwiftUI
internal import AppKit

// MARK: - TabulaList + Style

extension TabulaList {
  /// The look of the list, from SwiftUI's list styles on the Mac: `.inset` (the default),
  /// `.plain`, `.sidebar`, `.bordered`; a later update may change it.
  ///
  /// ```swift
  /// TabulaList(folders) { Label($0.name, systemImage: "folder") }
  ///   .listStyle(.sidebar)
  /// ```
  ///
  /// Each is the table view's style of that name (`.sidebar` is AppKit's source list, whose
  /// rows take the sidebar's translucent background), `.bordered` a full-width table in a
  /// bezelled scroll view. `.automatic` and styles without a table view style show as
  /// `.inset`. SwiftUI's own `listStyle(_:)` is read only by `List`: this one takes its place.
  ///
  /// - Parameter style: The style.
  /// - Returns: The list, with that look.
  public func listStyle<Style: ListStyle>(_ style: Style) -> TabulaList {
    var list = self
    list.tableStyle = MacTableStyle(Style.self)
    return list
  }
}

// MARK: - MacTableStyle

/// How a list style shows in AppKit: the table view's style, and whether its scroll view has
/// a border.
struct MacTableStyle: Equatable {
  var style: NSTableView.Style
  var isBordered: Bool

  /// The look of a table view that no style names: `.inset`, as `List`'s on the Mac.
  static let standard = MacTableStyle(style: .inset, isBordered: false)

  init(style: NSTableView.Style, isBordered: Bool) {
    self.style = style
    self.isBordered = isBordered
  }

  /// The look of a SwiftUI list style.
  init<Style: ListStyle>(_ listStyle: Style.Type) {
    switch listStyle {
    case is PlainListStyle.Type: self.init(style: .plain, isBordered: false)
    case is SidebarListStyle.Type: self.init(style: .sourceList, isBordered: false)
    case is BorderedListStyle.Type: self.init(style: .fullWidth, isBordered: true)
    default: self = .standard
    }
  }

  /// Gives a table view and its scroll view this look.
  @MainActor
  func apply(to tableView: NSTableView, in scrollView: NSScrollView) {
    if tableView.style != style { tableView.style = style }
    let border: NSBorderType = isBordered ? .bezelBorder : .noBorder
    if scrollView.borderType != border { scrollView.borderType = border }
  }
}
#endif
