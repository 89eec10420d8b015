#if canImport(UIKit)
public import Tabula
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

// MARK: - ListHostMenuCommand

/// A command of a context menu, made by a declarative view: a SwiftUI view cannot become a
/// `UIMenu`, so the view describes each command by value.
@_spi(Hosting) public struct ListHostMenuCommand {
  /// The command's title.
  public var title: String

  /// The name of the system image shown beside the title, if any.
  public var systemImage: String?

  /// Whether the command destroys data, which the menu shows in red.
  public var isDestructive: Bool

  /// Runs the command.
  public var action: @MainActor () -> Void

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The name of a system image, if any.
  ///   - isDestructive: Whether it destroys data.
  ///   - action: Runs the command.
  public init(
    title: String, systemImage: String? = nil, isDestructive: Bool = false,
    action: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.systemImage = systemImage
    self.isDestructive = isDestructive
    self.action = action
  }
}

// MARK: - ListHostDeletion

/// Items the user deleted, with where the list showed them.
@_spi(Hosting) public struct ListHostDeletion<Item: Identifiable> {
  /// The identifiers of the deleted items.
  public var ids: Set<Item.ID>

  /// Where they were shown, in the order of the list.
  public var paths: [ItemPath]
}

// MARK: - ListHostMove

/// An item the user moved, from where to where.
@_spi(Hosting) public struct ListHostMove<Item: Identifiable> {
  /// The identifier of the moved item.
  public var id: Item.ID

  /// Where it was.
  public var source: ItemPath

  /// Where the user dropped it, counted once the item is taken out.
  public var destination: ItemPath

  /// The destination as `Array.move(fromOffsets:toOffset:)` and SwiftUI's `onMove` count it,
  /// in the list before the move: one past the destination when the item moves down.
  public var destinationOffset: Int {
    destination.section == source.section && destination.item > source.item
      ? destination.item + 1 : destination.item
  }
}
#endif
