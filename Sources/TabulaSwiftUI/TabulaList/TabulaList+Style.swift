#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
public import SwiftUI
public import UIKit

// MARK: - TabulaList + Style

@available(iOS 16.0, *)
extension TabulaList {
  /// The look of the list, from SwiftUI's list styles: `.insetGrouped` (the default, as
  /// `List`'s on iOS), `.grouped`, `.plain`, `.inset`, `.sidebar`; a later update may change
  /// it.
  ///
  /// ```swift
  /// TabulaList(messages) { MessageRow(message: $0) }
  ///   .listStyle(.plain)
  /// ```
  ///
  /// `.inset` shows as `.plain`, which UIKit's list layout insets by its layout margins;
  /// `.automatic` and a style UIKit's list layout has no look for show as `.insetGrouped`.
  /// SwiftUI's own `listStyle(_:)` is read only by `List`: this one takes its place.
  ///
  /// - Parameter style: The style.
  /// - Returns: The list, with that look.
  public func listStyle<Style: ListStyle>(_ style: Style) -> TabulaList {
    var list = self
    list.appearance = Self.appearance(of: Style.self)
    return list
  }

  /// The look of the list, as UIKit's list layout names it.
  ///
  /// - Parameter appearance: The list layout's appearance.
  /// - Returns: The list, with that look.
  @available(*, deprecated, renamed: "listStyle(_:)")
  public func listAppearance(_ appearance: UICollectionLayoutListConfiguration.Appearance)
    -> TabulaList
  {
    var list = self
    list.appearance = appearance
    return list
  }

  /// The list layout's look for a SwiftUI list style.
  static func appearance<Style: ListStyle>(of style: Style.Type)
    -> UICollectionLayoutListConfiguration.Appearance
  {
    switch style {
    case is PlainListStyle.Type, is InsetListStyle.Type: .plain
    case is GroupedListStyle.Type: .grouped
    case is SidebarListStyle.Type: .sidebar
    default: .insetGrouped
    }
  }
}
#endif
