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

  /// Creates a list of a binding to an array whose rows get bindings to their items, as
  /// `List($items) { $item in }`: a row edits its item in place
  /// (`TextField("Title", text: $book.title)`). The binding receives the user's deletions and
  /// moves too, as `List($items, editActions: .all)` does: each is also an undo step of the
  /// environment's undo manager.
  ///
  /// ```swift
  /// TabulaList($books) { $book in
  ///   Toggle(book.title, isOn: $book.isRead)
  /// }
  /// ```
  ///
  /// A row's binding is kept by identity: it reads its item as the list shows it now, and
  /// writes the new value in place of the item with its identifier, through the list's own
  /// write path (after the view's update, in order with the list's own writes). A write to an
  /// item that is gone by then is dropped and reported (`.itemVanished`).
  ///
  /// - Parameters:
  ///   - items: The items; their identifiers should be unique (rows cannot be edited until
  ///     they are).
  ///   - row: The view of an item, given a binding to it.
  /// - Complexity: A row's write costs O(*n*) for *n* items (the array is written back).
  public init(
    _ items: Binding<[Item]>, @ViewBuilder row: @escaping @MainActor (Binding<Item>) -> Row
  ) {
    let bindings = ItemBindings<Item>()
    self.init(bound: items, rows: bindings) { item in row(bindings.binding(to: item)) }
  }

  /// Creates a list of a binding to an array whose rows get bindings to their items and
  /// which the user selects, as `List($items, selection: $selection) { $item in }`.
  ///
  /// - Parameters:
  ///   - items: The items; their identifiers should be unique.
  ///   - selection: The identifiers of the selected items.
  ///   - row: The view of an item, given a binding to it.
  public init(
    _ items: Binding<[Item]>, selection: Binding<Set<Item.ID>>,
    @ViewBuilder row: @escaping @MainActor (Binding<Item>) -> Row
  ) {
    self.init(items, row: row)
    self.selection = selection
  }

  /// Creates a list of a binding to an array whose rows get bindings to their items and
  /// which the user selects one at a time.
  ///
  /// - Parameters:
  ///   - items: The items; their identifiers should be unique.
  ///   - selection: The identifier of the selected item, or `nil`.
  ///   - row: The view of an item, given a binding to it.
  public init(
    _ items: Binding<[Item]>, selection: Binding<Item.ID?>,
    @ViewBuilder row: @escaping @MainActor (Binding<Item>) -> Row
  ) {
    self.init(items, row: row)
    singleSelection = selection
  }

  /// Creates a list of a binding to an array that receives the user's deletions and moves, as
  /// `List($items, editActions: .all)` does: each is also an undo step of the environment's
  /// undo manager.
  ///
  /// A closure whose parameter is a binding (`{ $book in }`) or uses one makes a list with
  /// bindings to the items instead.
  ///
  /// - Parameters:
  ///   - items: The items; their identifiers should be unique (rows cannot be edited until
  ///     they are).
  ///   - row: The view of an item.
  @_disfavoredOverload
  public init(_ items: Binding<[Item]>, @ViewBuilder row: @escaping @MainActor (Item) -> Row) {
    self.init(bound: items, rows: nil, row: row)
  }

  /// Creates a list of a binding to an array that receives the user's deletions and moves,
  /// whose rows the user selects.
  ///
  /// - Parameters:
  ///   - items: The items; their identifiers should be unique.
  ///   - selection: The identifiers of the selected items.
  ///   - row: The view of an item.
  @_disfavoredOverload
  public init(
    _ items: Binding<[Item]>, selection: Binding<Set<Item.ID>>,
    @ViewBuilder row: @escaping @MainActor (Item) -> Row
  ) {
    self.init(bound: items, rows: nil, row: row)
    self.selection = selection
  }

  /// Creates a list of a binding to an array that receives the user's deletions and moves,
  /// whose rows the user selects one at a time.
  ///
  /// - Parameters:
  ///   - items: The items; their identifiers should be unique.
  ///   - selection: The identifier of the selected item, or `nil`.
  ///   - row: The view of an item.
  @_disfavoredOverload
  public init(
    _ items: Binding<[Item]>, selection: Binding<Item.ID?>,
    @ViewBuilder row: @escaping @MainActor (Item) -> Row
  ) {
    self.init(bound: items, rows: nil, row: row)
    singleSelection = selection
  }

  // MARK: Private

  private init(
    bound items: Binding<[Item]>, rows: ItemBindings<Item>?,
    row: @escaping @MainActor (Item) -> Row
  ) {
    self.init(
      source: .items(items.wrappedValue, write: { items.wrappedValue = $0 }, rows: rows),
      row: row)
    behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
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
