/// Where a paged list is in its loading: what a footer row shows below the rows.
///
/// A ``PagedProvider`` is in exactly one of these states. Loads run one at a time, so a
/// list is never loading its first page and its next page at once.
///
/// ```swift
/// switch users.pagingState {
/// case .idle, .endOfList: footer = nil
/// case .loadingFirstPage, .loadingNextPage, .loadingEarlierPage: footer = .spinner
/// case .failedNextPage(let error as URLError) where error.code == .notConnectedToInternet:
///   footer = .retry("You are offline")  // calls users.retry()
/// case .failedFirstPage(let error), .failedNextPage(let error), .failedEarlierPage(let error):
///   footer = .retry(String(describing: error))
/// }
/// ```
///
/// A failure carries the error the page's load threw: switch on it to tell your own errors
/// apart. Two states are equal when they are the same case and, for a failure, the errors have
/// the same type and the same ``failureMessage``.
public enum PagingState: Equatable, Sendable {
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

  /// The first page failed with this error; the rows shown, if any, stay.
  case failedFirstPage(any Error)

  /// The next page failed with this error; every row shown stays.
  case failedNextPage(any Error)

  /// The earlier page failed with this error; every row shown stays.
  case failedEarlierPage(any Error)

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

  /// The error of the last load, if it failed; a retry loads the same page again.
  public var error: (any Error)? {
    switch self {
    case .failedFirstPage(let error), .failedNextPage(let error), .failedEarlierPage(let error):
      error
    case .idle, .loadingFirstPage, .loadingNextPage, .loadingEarlierPage, .endOfList: nil
    }
  }

  /// The message of the failure, if the last load failed: `String(describing: error)`.
  ///
  /// An error type meant for users should conform to `CustomStringConvertible`, whose
  /// `description` is then the message. (UIKit screens show a `LocalizedError`'s
  /// `errorDescription` instead, where it has one.)
  public var failureMessage: String? {
    error.map { String(describing: $0) }
  }

  /// Whether two states are the same case and, for failures, have errors of the same type
  /// with the same message.
  ///
  /// - Parameters:
  ///   - lhs: A state.
  ///   - rhs: Another state.
  /// - Returns: Whether they are equal.
  public static func == (lhs: PagingState, rhs: PagingState) -> Bool {
    switch (lhs, rhs) {
    case (.idle, .idle), (.loadingFirstPage, .loadingFirstPage),
      (.loadingNextPage, .loadingNextPage), (.loadingEarlierPage, .loadingEarlierPage),
      (.endOfList, .endOfList):
      true
    case (.failedFirstPage(let left), .failedFirstPage(let right)),
      (.failedNextPage(let left), .failedNextPage(let right)),
      (.failedEarlierPage(let left), .failedEarlierPage(let right)):
      isSameFailure(left, right)
    case (.idle, _), (.loadingFirstPage, _), (.loadingNextPage, _), (.loadingEarlierPage, _),
      (.failedFirstPage, _), (.failedNextPage, _), (.failedEarlierPage, _), (.endOfList, _):
      false
    }
  }
}
