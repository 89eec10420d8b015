#if canImport(SwiftUI) && os(macOS)
public import Foundation
public import SwiftUI
@_spi(Hosting) public import Tabula

// MARK: - TabulaList + Modifiers

extension TabulaList {
  /// Shows a view above each section, in its group row, as `Section(header:)` does: every
  /// section then has a group row, titled or not. An outline shows no headers on the Mac: its
  /// `NSOutlineView` lists each section's top-level rows straight after the previous
  /// section's.
  ///
  /// - Parameter header: The view of a section's header.
  /// - Returns: The list, with section headers.
  public func sectionHeaders<NewHeader: View>(
    @ViewBuilder _ header: @escaping @MainActor (SectionValue) -> NewHeader
  ) -> TabulaList<SectionValue, Item, Row, NewHeader> {
    var list = TabulaList<SectionValue, Item, Row, NewHeader>(
      source: source, row: row, header: header)
    list.selection = selection
    list.singleSelection = singleSelection
    list.expansion = expansion
    list.behavior = behavior
    list.emptyText = emptyText
    list.emptyTextView = emptyTextView
    list.emptyView = emptyView
    list.diagnostics = diagnostics
    list.actions = actions
    list.search = search
    list.anchoring = anchoring
    list.tableStyle = tableStyle
    list.footer = footer
    return list
  }

  /// What the user may do with the rows: delete them (the Delete key, a swipe, a menu), move
  /// them (a drag), and the actions of swipes and menus.
  ///
  /// - Parameter behavior: The behaviour.
  /// - Returns: The list, with that behaviour.
  public func listBehavior(_ behavior: ListBehavior<Item>) -> TabulaList {
    var list = self
    list.behavior = behavior
    return list
  }

  /// Binds the expanded items of an outline: the items whose children show. The list is an
  /// `NSOutlineView` whose disclosure triangles write to the binding.
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

  /// Binds the item at the top of the list's visible area, as SwiftUI's `scrollPosition(id:)`
  /// of macOS 14, on macOS 12 too: the list writes the binding when the user stops scrolling,
  /// and scrolls the item to the top when the app sets it.
  ///
  /// ```swift
  /// @SceneStorage("reading") private var reading: Chapter.ID?
  ///
  /// TabulaList(chapters) { ChapterRow(chapter: $0) }
  ///   .scrollPosition(id: $reading)
  /// ```
  ///
  /// The item written is the first row whose bottom lies below the top of the visible area;
  /// nothing is written while a scroll the app asked for waits for an update to bring its
  /// item. An item the list neither shows nor is about to show is reported to the list's
  /// diagnostics (``listDiagnostics(_:)``).
  ///
  /// - Parameter id: The identifier of the item at the top; `nil` until the list has rows.
  /// - Returns: The list, keeping `id` at its top row.
  public func scrollPosition(id: Binding<Item.ID?>) -> TabulaList {
    var list = self
    list.actions.scrollPosition = id
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
  /// `bundle`, as on iOS.
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

  /// The view of the text shown in place of the rows when the loaded list is empty, centred
  /// in secondary colour as the list's own texts are.
  ///
  /// - Parameter text: The text.
  /// - Returns: The list, with that empty state.
  public func emptyStateText(_ text: Text) -> TabulaList {
    var list = self
    list.emptyText = nil
    list.emptyTextView = text
    return list
  }

  /// The text shown in place of the rows when the loaded list is empty, as it is, not looked
  /// up: a text the app has localized already, or that needs no localization.
  ///
  /// - Parameter text: The text.
  /// - Returns: The list, with that empty state.
  @_disfavoredOverload
  public func emptyStateText<Content: StringProtocol>(_ text: Content) -> TabulaList {
    var list = self
    list.emptyText = String(text)
    list.emptyTextView = nil
    return list
  }

  /// The text shown in place of the rows when the loaded list is empty, from a localized
  /// string resource.
  ///
  /// - Parameter resource: The resource of the localized text.
  /// - Returns: The list, with that empty state.
  @available(macOS 13.0, *)
  @_disfavoredOverload
  public func emptyStateText(_ resource: LocalizedStringResource) -> TabulaList {
    emptyStateText(String(localized: resource))
  }

  /// The app's own view, shown in place of the rows when the loaded list is empty, instead of
  /// the empty text: on macOS 14, a `ContentUnavailableView` of its own, such as the one of a
  /// search without results; before, any view.
  ///
  /// ```swift
  /// TabulaList(filter) { BookRow(book: $0) }
  ///   .searchable(text: $query)
  ///   .emptyState { ContentUnavailableView.search(text: query) }  // macOS 14
  /// ```
  ///
  /// A loading or failed list still shows its spinner, or its message and Retry button.
  ///
  /// - Parameter content: The view of the empty state.
  /// - Returns: The list, with that empty state.
  public func emptyState<Content: View>(@ViewBuilder _ content: () -> Content) -> TabulaList {
    var list = self
    list.emptyView = AnyView(content())
    return list
  }
}

// MARK: - TabulaList + Actions

extension TabulaList {
  /// Runs instead of the provider's own deletion, with the offsets of the rows the user
  /// deleted, as `onDelete(perform:)` on a `ForEach`; it makes the rows deletable.
  ///
  /// - Parameter action: The deletion, with the offsets in the list's first section.
  /// - Returns: The list, deleting through `action`.
  public func onDelete(perform action: @escaping @MainActor (IndexSet) -> Void) -> TabulaList {
    var list = self
    list.actions.onDelete = { deletion in action(IndexSet(deletion.paths.map(\.item))) }
    return list
  }

  /// Runs instead of the provider's own deletion, with the identifiers of the items the user
  /// deleted; it makes the rows deletable.
  ///
  /// - Parameter action: The deletion.
  /// - Returns: The list, deleting through `action`.
  public func onDeleteItems(perform action: @escaping @MainActor (Set<Item.ID>) -> Void)
    -> TabulaList
  {
    var list = self
    list.actions.onDelete = { deletion in action(deletion.ids) }
    return list
  }

  /// Runs instead of the provider's own move, as `onMove(perform:)` on a `ForEach`: with the
  /// offset of the moved row and the offset it goes to, counted before the move; it makes the
  /// rows movable.
  ///
  /// - Parameter action: The move.
  /// - Returns: The list, moving through `action`.
  public func onMove(perform action: @escaping @MainActor (IndexSet, Int) -> Void) -> TabulaList {
    var list = self
    list.actions.onMove = { move in action([move.source.item], move.destinationOffset) }
    return list
  }

  /// Lets the user reorder rows by dragging them, within and across sections, and hands each
  /// move to `action` as the moved item's identifier and where it goes: its section and its
  /// index there once the item is taken out of the list.
  ///
  /// - Parameter action: Moves the item.
  /// - Returns: The list, whose rows the user may move.
  public func onMoveItem(perform action: @escaping @MainActor (Item.ID, ItemPath) -> Void)
    -> TabulaList
  {
    var list = self
    list.actions.onMove = { move in action(move.id, move.destination) }
    return list
  }

  /// Keeps the user from deleting the items `isDisabled` names (Delete, a swipe, a menu), as
  /// `.deleteDisabled(true)` on a `ForEach` row.
  ///
  /// - Parameter isDisabled: Whether the user may not delete an item.
  /// - Returns: The list, with those rows kept.
  public func deleteDisabled(_ isDisabled: @escaping @MainActor @Sendable (Item) -> Bool)
    -> TabulaList
  {
    var list = self
    list.behavior.deleteRule = { item, _ in
      isDisabled(item) ? .refused(reason: "deleteDisabled") : .allowed
    }
    return list
  }

  /// Keeps the user from dragging the items `isDisabled` names elsewhere, as
  /// `.moveDisabled(true)` on a `ForEach` row.
  ///
  /// - Parameter isDisabled: Whether the user may not move an item.
  /// - Returns: The list, with those rows in place.
  public func moveDisabled(_ isDisabled: @escaping @MainActor @Sendable (Item) -> Bool)
    -> TabulaList
  {
    var list = self
    list.behavior.moveRule = { item, _, _ in
      isDisabled(item) ? .refused(reason: "moveDisabled") : .allowed
    }
    return list
  }

  /// Offers a menu on the rows, as SwiftUI's `contextMenu(forSelectionType:menu:primaryAction:)`
  /// on the Mac: a right-click on a selected row acts on the selection, on another row on that
  /// row alone; a double-click runs `primaryAction` with the selection.
  ///
  /// ```swift
  /// TabulaList(books, selection: $selection) { BookRow(book: $0) }
  ///   .contextMenu { ids in
  ///     ListMenuItem("Star", systemImage: "star") { star(ids) }
  ///   } primaryAction: { ids in open(ids) }
  /// ```
  ///
  /// - Parameters:
  ///   - itemType: The type of the identifiers the menu receives.
  ///   - menu: The menu's commands for some items.
  ///   - primaryAction: Runs on a double-click, with the selection.
  /// - Returns: The list, with that menu.
  public func contextMenu(
    forSelectionType itemType: Item.ID.Type = Item.ID.self,
    @ListMenuBuilder menu: @escaping @MainActor (Set<Item.ID>) -> [ListMenuItem],
    primaryAction: (@MainActor (Set<Item.ID>) -> Void)? = nil
  ) -> TabulaList {
    var list = self
    list.actions.contextMenu = menu
    list.actions.primaryAction = primaryAction
    return list
  }
}
#endif
