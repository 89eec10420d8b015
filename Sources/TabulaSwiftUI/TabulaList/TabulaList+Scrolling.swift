#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
public import SwiftUI
internal import Tabula

// MARK: - TabulaList + Scrolling

@available(iOS 16.0, *)
extension TabulaList {
  /// Scrolls to the item `id` names whenever the app sets it, then sets it back to `nil`, so
  /// that the app can ask for the same item again.
  ///
  /// ```swift
  /// @State private var target: Message.ID?
  ///
  /// TabulaList(messages) { MessageRow(message: $0) }
  ///   .scrollTarget(id: $target, anchor: .bottom)
  /// Button("Newest") { target = messages.last?.id }
  /// ```
  ///
  /// An item the list shows is scrolled to at once; an item an update under way brings, once
  /// it shows; an item the list neither shows nor is about to show is reported to the list's
  /// diagnostics (``listDiagnostics(_:)``). Unlike ``scrollPosition(id:)``, the binding does not
  /// follow the user's scrolling: it is a request.
  ///
  /// - Parameters:
  ///   - id: The identifier of the item to scroll to; `nil` asks for nothing.
  ///   - anchor: Where the item ends up: `.top` (the default), `.center` or `.bottom`.
  /// - Returns: The list, scrolling to what the binding names.
  public func scrollTarget(id: Binding<Item.ID?>, anchor: UnitPoint = .top) -> TabulaList {
    var list = self
    list.actions.scrollTarget = id
    list.actions.scrollAnchor = anchor
    return list
  }

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

  /// Which end of the list it opens at and stays at as rows come, as SwiftUI's
  /// `defaultScrollAnchor(_:)` of iOS 17, on iOS 16 too: `.bottom` for a chat that opens at
  /// its newest message, keeps showing new messages as they come while the user is at the
  /// bottom, and takes older pages in above without a jump.
  ///
  /// ```swift
  /// TabulaList(messages) { MessageRow(message: $0) }
  ///   .defaultScrollAnchor(.bottom)
  /// ```
  ///
  /// An anchor on the bottom edge (`.bottom`, `.bottomLeading`, `.bottomTrailing`) is
  /// `ScrollAnchoring.stickToBottom`; any other, and `nil`, is `.stickToTop` (the default): the list has no anchoring at its middle. ``scrollAnchoring(_:)`` chooses
  /// among all of Tabula's anchorings.
  ///
  /// - Parameter anchor: The end the list sticks to; `nil` for the top.
  /// - Returns: The list, anchored so.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> TabulaList {
    scrollAnchoring(anchor?.y == 1 ? .stickToBottom : .stickToTop)
  }
}
#endif
