#if canImport(UIKit)
@_spi(Hosting) public import Tabula

// MARK: - ListHostStatus + Provider

extension ListHostStatus {
  /// The status a provider has now: what a declarative list shows around its rows before its
  /// host has reported any, so that the first frame is right at once. A provider that has
  /// rows shows them, one whose first load runs shows it loading, one that has not loaded yet
  /// shows nothing; none shows the empty text before it has answered.
  ///
  /// - Parameter provider: The provider.
  /// - Complexity: O(1).
  @MainActor
  public init(of provider: some DataProvider) {
    self.init()
    loadState = provider.loadState
    pagingState = provider.pagingState
    isEmpty = provider.snapshot.numberOfItems == 0
  }

  /// The status of an array's items, which are at hand: loaded, empty or not.
  ///
  /// - Parameter itemCount: The number of items.
  public init(itemCount: Int) {
    self.init()
    isEmpty = itemCount == 0
  }
}
#endif
