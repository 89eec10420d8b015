// MARK: - ListDataSource + Paging

extension ListDataSource {
  /// Shows a provider that loads as the user scrolls, read-only: its snapshots are applied
  /// as they come, and every item the surface is about to show is reported to the provider,
  /// which loads the next page when the item is near the end.
  ///
  /// ```swift
  /// let token = dataSource.bind(to: users)   // a PagedProvider
  /// users.refresh()                          // the first page; the rest load on scrolling
  /// ```
  ///
  /// An item reported while the surface still animates to an older snapshot is looked up in
  /// the provider's snapshot by its identifier; an item the provider no longer has is not
  /// reported.
  ///
  /// - Parameter provider: The data to show.
  /// - Returns: The token that keeps the provider observed.
  /// - Complexity: O(1) per appearing item, beyond what the provider does.
  public func bind<Provider: PagingProvider>(to provider: Provider) -> ObservationToken
  where Provider.Section == Section, Provider.Item == Item {
    bind(to: provider, onRefusal: nil, perform: nil) { [weak provider] item in
      guard let provider, let path = provider.snapshot.path(of: item.id) else { return }
      provider.itemWillAppear(at: path)
    }
  }
}
