#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
public import Foundation
public import SwiftUI
@_spi(Hosting) public import Tabula
@_spi(Hosting) internal import TabulaUIKit

// MARK: - TabulaList + Actions

@available(iOS 16.0, *)
extension TabulaList {
  /// Lets the user delete rows (a trailing swipe, the delete control in edit mode, Delete on
  /// the selection) and hands the offsets of the deleted rows to `action`, which deletes them
  /// from the app's data: `ForEach`'s `onDelete(perform:)`, for a list of one section.
  ///
  /// ```swift
  /// TabulaList(books) { BookRow(book: $0) }
  ///   .onDelete { offsets in books.remove(atOffsets: offsets) }
  /// ```
  ///
  /// The offsets count the rows of the list's first section, as the app's data had them when
  /// the user deleted; a list of several sections takes ``onDeleteItems(perform:)``. The list
  /// shows the deletion once the app's data no longer has the rows; the deletion is the app's
  /// to undo. Without `onDelete`, an editable provider (an `EditableList`, a binding to an
  /// array) deletes the rows itself, as an undo step of the environment's undo manager.
  ///
  /// - Parameter action: Deletes the rows at the offsets.
  /// - Returns: The list, whose rows the user may delete.
  public func onDelete(perform action: @escaping @MainActor (IndexSet) -> Void) -> TabulaList {
    var list = self
    list.actions.onDelete = { deletion in action(IndexSet(deletion.paths.map(\.item))) }
    return list
  }

  /// Lets the user delete rows and hands the identifiers of the deleted items to `action`,
  /// which deletes them from the app's data: the form of ``onDelete(perform:)`` for lists of
  /// any number of sections, where offsets would be ambiguous.
  ///
  /// ```swift
  /// TabulaList(library) { BookRow(book: $0) }
  ///   .onDeleteItems { ids in library.remove(ids) }
  /// ```
  ///
  /// - Parameter action: Deletes the items.
  /// - Returns: The list, whose rows the user may delete.
  public func onDeleteItems(perform action: @escaping @MainActor (Set<Item.ID>) -> Void)
    -> TabulaList
  {
    var list = self
    list.actions.onDelete = { deletion in action(deletion.ids) }
    return list
  }

  /// Lets the user reorder rows in edit mode and hands each move to `action` as the offset of
  /// the moved row and the offset before which it goes, in the app's data before the move:
  /// `ForEach`'s `onMove(perform:)`, for a list of one section.
  ///
  /// ```swift
  /// TabulaList(books) { BookRow(book: $0) }
  ///   .onMove { source, destination in books.move(fromOffsets: source, toOffset: destination) }
  /// ```
  ///
  /// The list shows the row where the user dropped it at once; the app's data must follow,
  /// or the next update moves the row back. A list of several sections takes
  /// ``onMoveItem(perform:)``.
  ///
  /// - Parameter action: Moves the row.
  /// - Returns: The list, whose rows the user may move.
  public func onMove(perform action: @escaping @MainActor (IndexSet, Int) -> Void) -> TabulaList {
    var list = self
    list.actions.onMove = { move in action([move.source.item], move.destinationOffset) }
    return list
  }

  /// Lets the user reorder rows in edit mode, within and across sections, and hands each move
  /// to `action` as the moved item's identifier and where it goes: its section and its index
  /// there once the item is taken out of the list.
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

  /// Keeps the user from deleting the items `isDisabled` names: they show no delete control
  /// and no Delete swipe, as `.deleteDisabled(true)` on a `ForEach` row.
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

  /// Keeps the user from moving the items `isDisabled` names, as `.moveDisabled(true)` on a
  /// `ForEach` row.
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

  /// Adds a menu for the rows a long press acts on, and a primary action for a tap outside
  /// edit mode: SwiftUI's `contextMenu(forSelectionType:menu:primaryAction:)` for a list.
  ///
  /// ```swift
  /// TabulaList(books, selection: $selection) { BookRow(book: $0) }
  ///   .contextMenu(forSelectionType: Book.ID.self) { ids in
  ///     ListMenuItem("Star", systemImage: "star") { library.star(ids) }
  ///     if ids.count == 1 {
  ///       ListMenuItem("Rename") { renaming = ids.first }
  ///     }
  ///   } primaryAction: { ids in
  ///     open(ids)
  ///   }
  /// ```
  ///
  /// The menu is for the pressed row, or for the whole selection when the pressed row is
  /// part of it (as on iOS 16, where UIKit asks for a menu of several items,
  /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`); an empty set means a press
  /// between rows. A menu without commands does not open. The primary action runs when the
  /// user taps a row outside edit mode, with that row's identifier, after the tap selected it
  /// (a selection binding holds it); in edit mode a tap only selects. A row that navigates
  /// (``navigationRows(path:value:)-(Binding<NavigationPath>,_)``) pushes instead.
  ///
  /// The commands are ``ListMenuItem`` values, not views: rows are UIKit cells, whose menus a
  /// SwiftUI view cannot become. A menu of views attached to a row's own view, with SwiftUI's
  /// `contextMenu(menuItems:)`, works as in any view.
  ///
  /// - Parameters:
  ///   - itemType: The type of the items' identifiers, as the list's selection holds them.
  ///   - menu: The commands for the items a long press acts on.
  ///   - primaryAction: Runs for a tap outside edit mode.
  /// - Returns: The list, with that menu and primary action.
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

  /// Shows no menu, with a warning: a SwiftUI menu view cannot become the `UIMenu` of a
  /// list's rows; write the commands as ``ListMenuItem``s. Without this method, SwiftUI's
  /// `View` method of the same name would take the menu and show nothing on the rows.
  @available(
    *, deprecated,
    message: "TabulaList's menu commands are ListMenuItem values: ListMenuItem(\"Star\") { … }"
  )
  public func contextMenu<Menu: View>(
    forSelectionType itemType: Item.ID.Type = Item.ID.self,
    @ViewBuilder menu: @escaping (Set<Item.ID>) -> Menu,
    primaryAction: ((Set<Item.ID>) -> Void)? = nil
  ) -> TabulaList {
    self
  }
}
#endif
