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
