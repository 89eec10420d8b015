#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
public import SwiftUI
internal import Tabula

// MARK: - TabulaList + Scrolling

@available(iOS 16.0, *)
extension TabulaList {
  /// Binds the item at the top of the list's viewport, as SwiftUI's `scrollPosition(id:)`
  /// of iOS 17, on iOS 16 too: the list writes the binding as the user scrolls, and scrolls
  /// to the item when the app sets it.
  ///
  /// ```swift
  /// @SceneStorage("reading") private var reading: Chapter.ID?
  ///
  /// TabulaList(chapters) { ChapterRow(chapter: $0) }
  ///   .scrollPosition(id: $reading)
  /// ```
  ///
  /// The item written is the first row whose bottom lies below the top of the visible area;
  /// nothing is written while an update animates or a scroll the app asked for waits for an
  /// update to bring its item. An item the list neither shows nor is about to show is
  /// reported to the list's diagnostics (``listDiagnostics(_:)``).
  ///
  /// - Parameter id: The identifier of the item at the top; `nil` until the list has rows.
  /// - Returns: The list, keeping `id` at its top row.
  public func scrollPosition(id: Binding<Item.ID?>) -> TabulaList {
    var list = self
    list.actions.topItem = id
    return list
  }
}
#endif
