#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || os(macOS))
public import SwiftUI
@_spi(Hosting) public import Tabula

// MARK: - TabulaList + Arrays

@available(iOS 16.0, *)
extension TabulaList where SectionValue == ListSection, Header == EmptyView {
  /// Creates a list of an array's items, in one section, as `List(items) { item in }`.
  ///
  /// - Parameters:
  ///   - items: The items; their identifiers should be unique (repeated ones are reported and
  ///     shown once).
  ///   - row: The view of an item.
  /// - Complexity: O(*n*) for *n* items when the array changes; O(1) per update otherwise.
  public init(_ items: [Item], @ViewBuilder row: @escaping @MainActor (Item) -> Row) {
    self.init(source: .items(items, write: nil), row: row, header: nil)
  }

  /// Creates a list of an array's items whose rows the user selects, several at a time (in
  /// edit mode on iOS, with ⌘- and ⇧-clicks on the Mac), as
  /// `List(items, selection: $selection) { item in }`.
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

  /// Creates a list of an array's items whose rows the user selects one at a time.
  ///
  /// - Parameters:
  ///   - items: The items; their identifiers should be unique.
  ///   - selection: The identifier of the selected item, or `nil`.
  ///   - row: The view of an item.
  public init(
    _ items: [Item], selection: Binding<Item.ID?>,
    @ViewBuilder row: @escaping @MainActor (Item) -> Row
  ) {
    self.init(items, row: row)
    singleSelection = selection
  }
}

// MARK: - TabulaList + Array Bindings

@available(iOS 16.0, *)
extension TabulaList where SectionValue == ListSection, Header == EmptyView {
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
  ///   - items: The binding to the items.
  ///   - row: The view of an item, given a binding to it.
  /// - Complexity: A row's write costs O(*n*) for *n* items (the array is written back).
  public init(
    _ items: Binding<[Item]>, @ViewBuilder row: @escaping @MainActor (Binding<Item>) -> Row
  ) {
    let bindings = ItemBindings<Item>()
    self.init(bound: items, bindings: bindings) { item in row(bindings.binding(to: item)) }
  }

  /// Creates a list of a binding to an array whose rows get bindings to their items and
  /// which the user selects, several at a time (in edit mode on iOS, with ⌘- and ⇧-clicks on
  /// the Mac), as `List($items, selection: $selection) { $item in }`.
  ///
  /// - Parameters:
  ///   - items: The binding to the items.
  ///   - selection: The identifiers of the selected items, kept by identity as rows move.
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
  ///   - items: The binding to the items.
  ///   - selection: The identifier of the selected item, or `nil`.
  ///   - row: The view of an item, given a binding to it.
  public init(
    _ items: Binding<[Item]>, selection: Binding<Item.ID?>,
    @ViewBuilder row: @escaping @MainActor (Binding<Item>) -> Row
  ) {
    self.init(items, row: row)
    singleSelection = selection
  }

  /// Creates a list of a binding to an array whose rows are given their items, not bindings:
  /// the binding receives the user's deletions and moves.
  ///
  /// A closure whose parameter is a binding (`{ $book in }`) or uses one makes a list with
  /// bindings to the items instead.
  ///
  /// - Parameters:
  ///   - items: The binding to the items.
  ///   - row: The view of an item.
  @_disfavoredOverload
  public init(_ items: Binding<[Item]>, @ViewBuilder row: @escaping @MainActor (Item) -> Row) {
    self.init(bound: items, bindings: nil, row: row)
  }

  /// Creates a list of a binding to an array whose rows are given their items and which the
  /// user selects, several at a time (in edit mode on iOS, with ⌘- and ⇧-clicks on the Mac).
  ///
  /// - Parameters:
  ///   - items: The binding to the items.
  ///   - selection: The identifiers of the selected items.
  ///   - row: The view of an item.
  @_disfavoredOverload
  public init(
    _ items: Binding<[Item]>, selection: Binding<Set<Item.ID>>,
    @ViewBuilder row: @escaping @MainActor (Item) -> Row
  ) {
    self.init(bound: items, bindings: nil, row: row)
    self.selection = selection
  }

  /// Creates a list of a binding to an array whose rows are given their items and which the
  /// user selects one at a time.
  ///
  /// - Parameters:
  ///   - items: The binding to the items.
  ///   - selection: The identifier of the selected item, or `nil`.
  ///   - row: The view of an item.
  @_disfavoredOverload
  public init(
    _ items: Binding<[Item]>, selection: Binding<Item.ID?>,
    @ViewBuilder row: @escaping @MainActor (Item) -> Row
  ) {
    self.init(bound: items, bindings: nil, row: row)
    singleSelection = selection
  }

  // MARK: Private

  private init(
    bound items: Binding<[Item]>, bindings: ItemBindings<Item>?,
    row: @escaping @MainActor (Item) -> Row
  ) {
    self.init(
      source: .items(items.wrappedValue, write: { items.wrappedValue = $0 }, rows: bindings),
      row: row, header: nil)
    behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
  }
}
#endif
