#if canImport(UIKit)
@_spi(Hosting) public import Tabula

// MARK: - ListHostStatus

/// What a hosted list's provider says beyond its rows, for the views a declarative list shows
/// around them: a loading, empty or failed state in place of the rows, a paging footer.
@_spi(Hosting) public struct ListHostStatus: Equatable, Sendable {
  /// Where the provider's loading is; `.loaded` for providers that do not load.
  public var loadState = LoadState.loaded

  /// Where the provider's paging is; `.endOfList` for providers that are not paged.
  public var pagingState = PagingState.endOfList

  /// Whether the provider has no rows.
  public var isEmpty = true

  /// Creates a status.
  public init() {}
}
#endif
