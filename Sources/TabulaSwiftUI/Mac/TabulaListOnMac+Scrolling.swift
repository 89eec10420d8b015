#if canImport(SwiftUI) && os(macOS)
public import SwiftUI
internal import Tabula

// MARK: - TabulaList + Scrolling

extension TabulaList {
  /// Scrolls to the item `id` names whenever the app sets it, then sets it back to `nil`, so
  /// that the app can ask for the same item again.
  ///
  /// ```swift
  /// @State private var target: Message.ID?
  ///
  /// TabulaList(messages) { Text($0.text) }
  ///   .scrollTarget(id: $target, anchor: .bottom)
  /// Button("Newest") { target = messages.last?.id }
  /// ```
  ///
  /// An item the list shows is scrolled to at once; an item an update under way brings, once
  /// it shows; an item the list neither shows nor is about to show, or hides under a collapsed
  /// parent, is reported to the list's diagnostics (``listDiagnostics(_:)``).
  ///
  /// - Parameters:
  ///   - id: The identifier of the item to scroll to; `nil` asks for nothing.
  ///   - anchor: Where the item's row ends up: `.top` (the default), `.center` or `.bottom`.
  /// - Returns: The list, scrolling to what the binding names.
  public func scrollTarget(id: Binding<Item.ID?>, anchor: UnitPoint = .top) -> TabulaList {
    var list = self
    list.actions.scrollTarget = id
    list.actions.scrollAnchor = anchor
    return list
  }

  /// Which end of the list it opens at and stays at as rows come, as SwiftUI's
  /// `defaultScrollAnchor(_:)` of macOS 14, on macOS 12 too: `.bottom` for a chat or a log
  /// that keeps showing new rows while the user is at the bottom, and takes older pages in
  /// above without a jump.
  ///
  /// ```swift
  /// TabulaList(lines) { Text($0.text) }
  ///   .defaultScrollAnchor(.bottom)
  /// ```
  ///
  /// An anchor on the bottom edge is `ScrollAnchoring.stickToBottom`; any other, and `nil`,
  /// is `.stickToTop` (the default). ``scrollAnchoring(_:)`` chooses among all of Tabula's
  /// anchorings.
  ///
  /// - Parameter anchor: The end the list sticks to; `nil` for the top.
  /// - Returns: The list, anchored so.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> TabulaList {
    scrollAnchoring(anchor?.y == 1 ? .stickToBottom : .stickToTop)
  }
}
#endif
