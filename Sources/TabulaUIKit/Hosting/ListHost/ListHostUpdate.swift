#if canImport(UIKit)
@_spi(Hosting) public import Tabula
public import UIKit

// MARK: - ListHostUpdate

/// Everything a declarative view hands its list on one update: the data, what the user may
/// do, the bindings, and what the view's environment says (edit mode, undo manager, refresh).
@MainActor
@_spi(Hosting) public struct ListHostUpdate<Section: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// The data; a provider other than the bound one is bound in its place.
  public var provider: any DataProvider<Section, Item>

  /// What the user may do with the rows.
  public var behavior: ListBehavior<Item>

  /// The selected items, if the view binds them.
  public var selection: HostBinding<Set<Item.ID>>?

  /// Whether the selection is of one item at most (SwiftUI's `Binding<ID?>`).
  public var selectsOneItem = false

  /// The expanded items of an outline, if the view binds them.
  public var expansion: HostBinding<Set<Item.ID>>?

  /// Whether the list is in edit mode (the environment's `editMode`), if the view has one.
  public var editing: HostBinding<Bool>?

  /// Where the user's edits are registered as undo steps (the environment's `undoManager`).
  public var undoRegistrar: (any UndoRegistrar)?

  /// What a pull to refresh runs (the environment's `refresh` action); `nil` shows no refresh
  /// control.
  public var refresh: (@MainActor () async -> Void)?

  /// The text of the view's search field (`.searchable(text:)`), which a searchable provider
  /// filters or searches by; `nil` when the view has none.
  public var searchText: String?

  /// How the list keeps the user's place when rows change above it.
  public var scrollAnchoring: ScrollAnchoring = .stickToTop

  /// The look of the list; `nil` keeps the current one. A new look gives the view a new
  /// layout, as do headers or footers added or removed (``ListHost/replaceContent(row:header:footer:)``).
  public var appearance: UICollectionLayoutListConfiguration.Appearance?

  /// What a tap, a long press, a delete and a move do, which rows navigate, and where to
  /// scroll: the view's modifiers.
  public var actions = ListHostActions<Section, Item>()

  /// Where the list reports what it recovered from from now on; `nil` keeps the current
  /// handler.
  public var diagnostics: ListDiagnostic.Handler?

  /// Creates an update that shows a provider.
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
#endif
