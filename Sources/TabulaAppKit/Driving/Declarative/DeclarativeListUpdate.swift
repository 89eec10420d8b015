@_spi(Hosting) public import Tabula

// MARK: - DeclarativeListUpdate

/// What a declarative view hands a table or outline on one update: SwiftUI's `updateNSView`
/// without SwiftUI.
@MainActor
@_spi(Hosting)
public struct DeclarativeListUpdate<
  Section: SectionModel, Item: Identifiable & Equatable
>
where Item.ID: Sendable {
  /// The data; the same object as the last update's binds nothing anew.
  public var provider: any DataProvider<Section, Item>

  /// What the user may do with the rows.
  public var behavior: ListBehavior<Item>

  /// The selection, kept by identity; `nil` for a list whose rows are not selected.
  public var selection: HostBinding<Set<Item.ID>>?

  /// Whether the selection holds one item at most (a `Binding<Item.ID?>` in SwiftUI).
  public var selectsOneItem = false

  /// The expanded items of an outline; `nil` for an outline that keeps its own.
  public var expansion: HostBinding<Set<Item.ID>>?

  /// Where the user's edits become undo steps (the environment's undo manager).
  public var undoRegistrar: (any UndoRegistrar)?

  /// Runs on a double-click, with the selected items: the primary action.
  public var primaryAction: (@MainActor (Set<Item.ID>) -> Void)?

  /// The commands of the menu for some items: the clicked row, or the selection it is part of.
  public var contextMenu: (@MainActor (Set<Item.ID>) -> [ListHostMenuCommand])?

  /// Runs in place of the provider's own delete, with what the user deleted.
  public var onDelete: (@MainActor (ListHostDeletion<Item>) -> Void)?

  /// Runs in place of the provider's own move, with what the user moved.
  public var onMove: (@MainActor (ListHostMove<Item>) -> Void)?
  /// What a click on an item's row pushes (`.navigationRows`): the write that appends the
  /// row's value to the stack's path, or `nil` for a row that does not navigate.
  public var navigation: (@MainActor (Item) -> (@MainActor () -> Void)?)?

  /// Whether each section shows a header view (SwiftUI's `sectionHeaders`): every section
  /// then has a group row, titled or not.
  public var showsSectionHeaders = false
  /// Whether each section shows a footer view (SwiftUI's `sectionFooters`): every section
  /// then has a footer row, titled or not.
  public var showsSectionFooters = false

  /// How the list keeps the user's place when rows change above what they read.
  public var scrollAnchoring = ScrollAnchoring.stickToTop

  /// The item the app asks the list to scroll to (`TabulaList.scrollTarget(id:anchor:)`),
  /// which the list sets back to `nil`; `nil` for a list without one.
  public var scrollTarget: HostBinding<Item.ID?>?

  /// Where the row of the scroll target ends up.
  public var scrollTargetPlacement = ListViewSurface.RowPlacement.top
  /// The item at the top of the visible area (`.scrollPosition(id:)`): written when the user
  /// stops scrolling, and scrolled to the top when set from outside; `nil` for none.
  public var scrollPosition: HostBinding<Item.ID?>?

  /// The search field's text, handed to a searchable provider (`SearchFilter`,
  /// `SearchLoader`) when it changes; `nil` while the view has no search field.
  public var searchText: String?

  /// Where the list reports what it recovered from; `nil` keeps the last handler.
  public var diagnostics: ListDiagnostic.Handler?

  /// Creates an update of a provider's list.
  ///
  /// - Parameters:
  ///   - provider: The data.
  ///   - behavior: What the user may do with the rows.
  public init(
    provider: any DataProvider<Section, Item>, behavior: ListBehavior<Item> = ListBehavior()
  ) {
    self.provider = provider
    self.behavior = behavior
  }
}
