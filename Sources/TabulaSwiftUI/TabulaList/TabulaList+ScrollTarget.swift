#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || os(macOS))
public import SwiftUI
internal import Tabula

// MARK: - TabulaList + Scroll target

@available(iOS 16.0, macOS 12.0, *)
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
  /// it shows; an item the list neither shows nor is about to show, or hides under a collapsed
  /// parent, is reported to the list's diagnostics (``listDiagnostics(_:)``). Unlike
  /// ``scrollPosition(id:)``, the binding does not follow the user's scrolling: it is a
  /// request.
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

  /// Which end of the list it opens at and stays at as rows come, as SwiftUI's
  /// `defaultScrollAnchor(_:)` of iOS 17 and macOS 14, on iOS 16 and macOS 12 too: `.bottom`
  /// for a chat that opens at its newest message, keeps showing new messages as they come
  /// while the user is at the bottom, and takes older pages in above without a jump.
  ///
  /// ```swift
  /// TabulaList(messages) { MessageRow(message: $0) }
  ///   .defaultScrollAnchor(.bottom)
  /// ```
  ///
  /// An anchor on the bottom edge (`.bottom`, `.bottomLeading`, `.bottomTrailing`) is
  /// `ScrollAnchoring.stickToBottom`; any other, and `nil`, is `.stickToTop` (the default):
  /// the list has no anchoring at its middle. ``scrollAnchoring(_:)`` chooses among all of
  /// Tabula's anchorings.
  ///
  /// - Parameter anchor: The end the list sticks to; `nil` for the top.
  /// - Returns: The list, anchored so.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> TabulaList {
    scrollAnchoring(anchor?.y == 1 ? .stickToBottom : .stickToTop)
  }
}
#endif
