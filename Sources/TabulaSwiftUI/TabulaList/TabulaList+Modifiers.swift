#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
public import Foundation
public import SwiftUI
public import Tabula

// MARK: - TabulaList + Modifiers

@available(iOS 16.0, *)
extension TabulaList {
  /// Shows a view above each section: the section's header; a header added by a later update
  /// shows.
  ///
  /// - Parameter header: The view of a section's header.
  /// - Returns: The list, with headers.
  public func sectionHeaders<NewHeader: View>(
    @ViewBuilder _ header: @escaping @MainActor (SectionValue) -> NewHeader
  ) -> TabulaList<SectionValue, Item, Row, NewHeader> {
    var list = TabulaList<SectionValue, Item, Row, NewHeader>(
      source: source, row: row, header: header)
    list.selection = selection
    list.singleSelection = singleSelection
    list.expansion = expansion
    list.behavior = behavior
    list.anchoring = anchoring
    list.appearance = appearance
    list.emptyText = emptyText
    list.emptyView = emptyView
    list.footer = footer
    list.diagnostics = diagnostics
    list.actions = actions
    list.search = search
    return list
  }

  /// What the user may do with the rows: delete, move, swipe actions, context menus,
  /// prefetching; by default, nothing (a list of a binding to an array: delete and move).
  ///
  /// - Parameter behavior: The behaviour.
  /// - Returns: The list, with that behaviour.
  public func listBehavior(_ behavior: ListBehavior<Item>) -> TabulaList {
    var list = self
    list.behavior = behavior
    return list
  }

  /// Binds the expanded items of an outline: the items whose children show.
  ///
  /// - Parameter expansion: The identifiers of the expanded items; items without children and
  ///   items the list does not have are reported and left out.
  /// - Returns: The list, with its expansion bound.
  public func outlineExpansion(_ expansion: Binding<Set<Item.ID>>) -> TabulaList {
    var list = self
    list.expansion = expansion
    return list
  }

  /// How the list keeps the user's place when rows change above what they read:
  /// `.stickToBottom` for a chat that opens at its newest message and takes older pages in
  /// above without a jump.
  ///
  /// - Parameter anchoring: The anchoring.
  /// - Returns: The list, anchored so.
  public func scrollAnchoring(_ anchoring: ScrollAnchoring) -> TabulaList {
    var list = self
    list.anchoring = anchoring
    return list
  }

  /// Where the list reports what it recovered from: repeated identifiers, a selection naming
  /// items it does not have, an invalid batch it reloaded instead. By default it prints them.
  /// A later update may hand another handler, which receives what follows.
  ///
  /// - Parameter diagnostics: The handler.
  /// - Returns: The list, reporting there.
  public func listDiagnostics(_ diagnostics: ListDiagnostic.Handler) -> TabulaList {
    var list = self
    list.diagnostics = diagnostics
    return list
  }

  /// The text shown in place of the rows when the loaded list is empty, looked up as `Text`
  /// looks up a string literal: in the app's `Localizable` strings, or in `tableName` of
  /// `bundle`.
  ///
  /// ```swift
  /// TabulaList(books) { BookRow(book: $0) }
  ///   .emptyStateText("No books")  // localized, as Text("No books") is
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key of the localized text.
  ///   - tableName: The strings table; `nil` for `Localizable`.
  ///   - bundle: The bundle of the table; `nil` for the app's main bundle.
  /// - Returns: The list, with that empty state.
  public func emptyStateText(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil
  ) -> TabulaList {
    emptyStateText(Text(key, tableName: tableName, bundle: bundle))
  }

  /// The text shown in place of the rows when the loaded list is empty, from a localized
  /// string resource.
  ///
  /// - Parameter resource: The resource of the localized text.
  /// - Returns: The list, with that empty state.
  @_disfavoredOverload
  public func emptyStateText(_ resource: LocalizedStringResource) -> TabulaList {
    emptyStateText(Text(resource))
  }

  /// The text shown in place of the rows when the loaded list is empty, as it is, not looked
  /// up: a text the app has localized already, or that needs no localization.
  ///
  /// - Parameter text: The text.
  /// - Returns: The list, with that empty state.
  @_disfavoredOverload
  public func emptyStateText<Content: StringProtocol>(_ text: Content) -> TabulaList {
    emptyStateText(Text(text))
  }

  /// The view of the text shown in place of the rows when the loaded list is empty.
  ///
  /// - Parameter text: The text.
  /// - Returns: The list, with that empty state.
  public func emptyStateText(_ text: Text) -> TabulaList {
    var list = self
    list.emptyText = text
    return list
  }

  /// The app's own view, shown in place of the rows when the loaded list is empty, instead of
  /// the empty text: on iOS 17, a `ContentUnavailableView` of its own, such as the one of a
  /// search without results; on iOS 16, any view.
  ///
  /// ```swift
  /// TabulaList(filter) { BookRow(book: $0) }
  ///   .searchable(text: $query)
  ///   .emptyState { ContentUnavailableView.search(text: query) }  // iOS 17
  /// ```
  ///
  /// Without it, the list shows its ``emptyStateText(_:tableName:bundle:)`` as the title of a
  /// `ContentUnavailableView` on iOS 17 and later, and as secondary text on iOS 16. A loading
  /// or failed list still shows its spinner, or its message and Retry button.
  ///
  /// - Parameter content: The view of the empty state.
  /// - Returns: The list, with that empty state.
  public func emptyState<Content: View>(@ViewBuilder _ content: () -> Content) -> TabulaList {
    var list = self
    list.emptyView = AnyView(content())
    return list
  }
}
#endif
