#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || os(macOS))
public import SwiftUI
internal import Tabula

// MARK: - TabulaList + Section footers

@available(iOS 16.0, macOS 12.0, *)
extension TabulaList {
  /// Shows a view below each section: the section's footer, as `Section(footer:)` does; on
  /// the Mac, in a row below the section's items, which every section then has (an outline
  /// shows no footers there: its `NSOutlineView` lists each section's top-level rows straight
  /// after the previous section's). A footer added or taken away by a later update shows or
  /// goes.
  ///
  /// - Parameter footer: The view of a section's footer.
  /// - Returns: The list, with footers.
  public func sectionFooters<Footer: View>(
    @ViewBuilder _ footer: @escaping @MainActor (SectionValue) -> Footer
  ) -> TabulaList {
    var list = self
    list.footer = { section in AnyView(footer(section)) }
    return list
  }
}
#endif
