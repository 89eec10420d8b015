#if canImport(SwiftUI) && os(macOS)
public import SwiftUI
public import Tabula

// MARK: - TabulaList + Providers

extension TabulaList where Header == EmptyView {
  /// Creates a list of a provider's data: an `EditableList`, a `PagedProvider`, a
  /// `StreamProvider`, a `LoadingProvider`, a `QueryProvider`, an outline.
  ///
  /// Keep the provider in `@State` (or in a model object): a list given a new provider shows
  /// it with a reload, as a new data source would. An outline (a snapshot whose items have
  /// children, or a list with ``outlineExpansion(_:)``) shows in an `NSOutlineView`.
  ///
  /// - Parameters:
  ///   - provider: The data.
  ///   - row: The view of an item.
  public init(
    _ provider: some DataProvider<SectionValue, Item>,
    @ViewBuilder row: @escaping @MainActor (Item) -> Row
  ) {
    self.init(source: .provider(provider), row: row)
  }

  /// Creates a list of a provider's data whose rows the user selects, several at a time with
  /// ⌘- and ⇧-clicks.
  ///
  /// - Parameters:
  ///   - provider: The data.
  ///   - selection: The identifiers of the selected items, kept by identity as rows move; an
  ///     item the provider removes leaves it.
  ///   - row: The view of an item.
  public init(
    _ provider: some DataProvider<SectionValue, Item>, selection: Binding<Set<Item.ID>>,
    @ViewBuilder row: @escaping @MainActor (Item) -> Row
  ) {
    self.init(source: .provider(provider), row: row)
    self.selection = selection
  }

  /// Creates a list of a provider's data whose rows the user selects one at a time.
  ///
  /// - Parameters:
  ///   - provider: The data.
  ///   - selection: The identifier of the selected item, or `nil`.
  ///   - row: The view of an item.
  public init(
    _ provider: some DataProvider<SectionValue, Item>, selection: Binding<Item.ID?>,
    @ViewBuilder row: @escaping @MainActor (Item) -> Row
  ) {
    self.init(source: .provider(provider), row: row)
    singleSelection = selection
  }
}

// MARK: - TabulaList + Arrays

extension TabulaList where SectionValue == ListSection, Header == EmptyView {
  /// Creates a list of an array's items, in one section, as `List(items) { item in }`.
  ///
  /// - Parameters:
  ///   - items: The items; their identifiers should be unique (repeated ones are reported and
  ///     shown once).
  ///   - row: The view of an item.
  /// - Complexity: O(*n*) for *n* items when the array changes; O(1) per update otherwise.
  public init(_ items: [Item], @ViewBuilder row: @escaping @MainActor (Item) -> Row) {
    self.init(source: .items(items, write: nil), row: row)
  }

  /// Creates a list of an array's items whose rows the user selects, several at a time with
  /// ⌘- and ⇧-clicks.
  ///
  /// - Parameters:
  ///   - items: The items; their identifiers should be unique.
  ///   - selection: The identifiers of the selected items, kept by identity as rows move; an
  ///     item the array loses leaves it.
  ///   - row: The view of an item.
  public init(
    _ items: [Item], selection: Binding<Set<Item.ID>>,
    @ViewBuilder row: @escaping @MainActor (Item) -> Row
  ) {
    self.init(items, row: row)
    self.selection = selection
  }

  /// Creates a list of a binding to an array that receives the user's deletions and moves, as
  /// `List($items, editActions: .all)` does: each is also an undo step of the environment's
  /// undo manager.
  ///
  /// - Parameters:
  ///   - items: The items; their identifiers should be unique (rows cannot be edited until
  ///     they are).
  ///   - row: The view of an item.
  public init(_ items: Binding<[Item]>, @ViewBuilder row: @escaping @MainActor (Item) -> Row) {
    self.init(source: .items(items.wrappedValue) { items.wrappedValue = $0 }, row: row)
    behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
  }

  /// Creates a list of a binding to an array that receives the user's deletions and moves,
  /// whose rows the user selects.
  ///
  /// - Parameters:
  ///   - items: The items; their identifiers should be unique.
  ///   - selection: The identifiers of the selected items.
  ///   - row: The view of an item.
  public init(
    _ items: Binding<[Item]>, selection: Binding<Set<Item.ID>>,
    @ViewBuilder row: @escaping @MainActor (Item) -> Row
  ) {
    self.init(items, row: row)
    self.selection = selection
  }

  /// Creates a list of a binding to an array that receives the user's deletions and moves,
  /// whose rows the user selects one at a time.
  ///
  /// - Parameters:
  ///   - items: The items; their identifiers should be unique.
  ///   - selection: The identifier of the selected item, or `nil`.
  ///   - row: The view of an item.
  public init(
    _ items: Binding<[Item]>, selection: Binding<Item.ID?>,
    @ViewBuilder row: @escaping @MainActor (Item) -> Row
  ) {
    self.init(items, row: row)
    singleSelection = selection
  }
}

// MARK: - TabulaList + Internal

extension TabulaList where Header == EmptyView {
  init(source: MacListSource<SectionValue, Item>, row: @escaping @MainActor (Item) -> Row) {
    self.init(source: source, row: row, header: nil)
  }
}

extension TabulaList {
  init(
    source: MacListSource<SectionValue, Item>, row: @escaping @MainActor (Item) -> Row,
    header: (@MainActor (SectionValue) -> Header)?
  ) {
    self.source = source
    self.row = row
    self.header = header
  }
}
#endif
