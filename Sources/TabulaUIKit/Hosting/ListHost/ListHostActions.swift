#if canImport(UIKit)
@_spi(Hosting) public import Tabula
public import UIKit

// MARK: - ListHostActions

/// What a declarative view's modifiers ask of its list beyond the behaviour: what a tap, a
/// long press, a delete and a move do, which rows navigate, and which item to scroll to.
///
/// Every closure is the view's latest; each update replaces them all.
@MainActor
@_spi(Hosting) public struct ListHostActions<Section: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// Runs when the user taps a row outside edit mode, with the row's identifier (SwiftUI's
  /// `contextMenu(forSelectionType:menu:primaryAction:)`); a row that navigates runs
  /// ``navigation`` instead.
  public var primaryAction: (@MainActor (Set<Item.ID>) -> Void)?

  /// The commands of the menu a long press opens, for the items it acts on (the pressed row,
  /// or the whole selection when the pressed row is in it); an empty array opens no menu.
  /// `nil` leaves the menu to the behaviour's ``ListBehavior/contextMenuActions``.
  public var contextMenu: (@MainActor (Set<Item.ID>) -> [ListHostMenuCommand])?

  /// What a tap on a row outside edit mode pushes, or `nil` for a row that does not
  /// navigate. A row that navigates shows a disclosure indicator outside edit mode.
  public var navigation: (@MainActor (Item) -> (@MainActor () -> Void)?)?

  /// Deletes the items the user deleted (a swipe, the delete control, Delete on the
  /// selection) in place of the provider, with where they were shown; `nil` leaves deletion to
  /// an editable provider. Setting it lets the user delete rows.
  public var onDelete: (@MainActor (ListHostDeletion<Item>) -> Void)?

  /// Moves the item the user dropped in place of the provider; `nil` leaves moves to an
  /// editable provider. Setting it lets the user reorder rows.
  public var onMove: (@MainActor (ListHostMove<Item>) -> Void)?

  /// The item to scroll to, as a binding the list sets back to `nil` once it scrolled there
  /// (or reported that it has no such item), so that the same item can be asked for again.
  public var scrollTarget: HostBinding<Item.ID?>?

  /// Where the item scrolled to ends up in the viewport.
  public var scrollPosition: UICollectionView.ScrollPosition = .top

  /// The item at the top of the viewport, which the list writes as the user scrolls and
  /// scrolls to when the view sets it (SwiftUI's `scrollPosition(id:)`).
  public var topItem: HostBinding<Item.ID?>?

  /// Creates actions that ask nothing.
  public init() {}
}
#endif
