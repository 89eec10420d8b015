/// Where a paged list is in its loading: what a footer row shows below the rows.
///
/// A ``PagedProvider`` is in exactly one of these states. Loads run one at a time, so a
/// list is never loading its first page and its next page at once.
///
/// ```swift
/// switch users.pagingState {
/// case .idle, .endOfList: footer = nil
/// case .loadingFirstPage, .loadingNextPage, .loadingEarlierPage: footer = .spinner
/// case .failedFirstPage(let message), .failedNextPage(let message),
///   .failedEarlierPage(let message):
///   footer = .retry(message)  // calls users.retry()
/// }
/// ```
public enum PagingState: Hashable, Sendable {
  /// No page is loading: either nothing was asked for yet, or more pages remain and the
  /// list waits for the user to scroll near its end.
  case idle

  /// The first page is loading: the first load, or a refresh. The rows shown, if any, stay
  /// until it arrives.
  case loadingFirstPage

  /// The page after the last one shown is loading.
  case loadingNextPage

  /// The page before the first one shown is loading, in a list that pages in both
  /// directions.
  case loadingEarlierPage

  /// The first page failed with this message; the rows shown, if any, stay.
  case failedFirstPage(String)

  /// The next page failed with this message; every row shown stays.
  case failedNextPage(String)

  /// The earlier page failed with this message; every row shown stays.
  case failedEarlierPage(String)

  /// The last page is shown: there is nothing more to load at the end until a refresh
  /// (earlier pages may remain: ``PagedProvider/hasEarlierPages``).
  case endOfList

  /// Whether a page is loading.
  public var isLoading: Bool {
    switch self {
    case .loadingFirstPage, .loadingNextPage, .loadingEarlierPage: true
    case .idle, .failedFirstPage, .failedNextPage, .failedEarlierPage, .endOfList: false
    }
  }

  /// The message of the failure, if the last load failed; a retry loads the same page again.
  public var failureMessage: String? {
    switch self {
    case .failedFirstPage(let message), .failedNextPage(let message),
      .failedEarlierPage(let message):
      message
    case .idle, .loadingFirstPage, .loadingNextPage, .loadingEarlierPage, .endOfList: nil
    }
  }
}
