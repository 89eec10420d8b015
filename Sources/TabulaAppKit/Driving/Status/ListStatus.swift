public import Tabula

/// What a Mac list shows of its provider's loading besides its rows, decided without AppKit:
/// a spinner while the first page loads, a failure's message with a Retry button, "Loading
/// more…" below the rows while the next page loads, or the empty text of a loaded list.
///
/// ``ListStatusView`` shows one; ``ListStatusSource`` keeps one up to date with a provider.
///
/// ```swift
/// let status = ListStatus(loadState: .loaded, pagingState: .loadingNextPage, isEmpty: false)
/// status?.placement   // .belowRows
/// status?.text        // "Loading more…"
/// ```
public struct ListStatus: Equatable, Sendable {
  /// Where the status shows.
  public enum Placement: Equatable, Sendable {
    /// Over the rows, in place of a list that has none.
    case overRows
    /// Above the first row: a page loading or failing at the top of a list that pages both
    /// ways.
    case aboveRows
    /// Below the last row: the next page, or a failure that kept the rows.
    case belowRows
  }

  /// The text below the rows while the next page loads.
  public static let loadingMoreText = "Loading more…"

  /// Where the status shows.
  public var placement: Placement
  /// Whether a spinner shows: a load runs.
  public var isLoading: Bool
  /// The text, if any: "Loading…", "Loading more…", a failure's message or the empty text.
  public var text: String?
  /// Whether a Retry button shows, which loads what failed again (the provider's `retry()`).
  public var offersRetry: Bool
  /// Whether the status is the empty state of a loaded list without rows, where the app's own
  /// view may show instead of the text (``ListStatusView/emptyStateView``).
  public var isEmptyState: Bool

  /// Creates a status.
  ///
  /// - Parameters:
  ///   - placement: Where it shows.
  ///   - isLoading: Whether a spinner shows.
  ///   - text: The text.
  ///   - offersRetry: Whether a Retry button shows.
  ///   - isEmptyState: Whether it is the empty state of a loaded list without rows.
  public init(
    placement: Placement, isLoading: Bool, text: String?, offersRetry: Bool,
    isEmptyState: Bool = false
  ) {
    self.placement = placement
    self.isLoading = isLoading
    self.text = text
    self.offersRetry = offersRetry
    self.isEmptyState = isEmptyState
  }
}

// MARK: - ListStatus + States

extension ListStatus {
  /// What a list shows for its provider's states, if anything: nothing while rows show and
  /// nothing loads or failed, or before anything was asked for.
  ///
  /// In order: the first load or the first page, running or failed, over a list without
  /// rows, or a failure of it below the rows it kept; then a page at either end, loading or
  /// failed; then the empty state of a loaded list without rows, with its empty text (as
  /// `LoadState`'s `placeholder(isEmpty:emptyText:)` gives it) or, where the app shows a view
  /// of its own there, without one. A failure shows its message, as `failureText` gives it,
  /// with a Retry button: a failed load is never a dead end.
  ///
  /// - Parameters:
  ///   - loadState: The provider's load state; `.loaded` for one that does not load.
  ///   - pagingState: The provider's paging state; `.endOfList` for one that is not paged.
  ///   - isEmpty: Whether the list has no rows.
  ///   - emptyText: The text over a loaded list without rows; `nil` shows nothing there.
  ///   - hasEmptyStateView: Whether the app shows a view of its own over a loaded list
  ///     without rows: the empty state is then a status even without a text.
  ///   - failureText: The text of a failure; the error's `description` by default (the core's
  ///     `failureMessage`).
  /// - Complexity: O(1), plus `failureText` for a failure.
  public init?(
    loadState: LoadState, pagingState: PagingState, isEmpty: Bool, emptyText: String? = nil,
    hasEmptyStateView: Bool = false,
    failureText: (any Error) -> String = { String(describing: $0) }
  ) {
    let firstLoadRuns = loadState == .loading || pagingState == .loadingFirstPage
    let firstFailure = loadState.error ?? pagingState.firstPageFailure
    if isEmpty, firstLoadRuns {
      self.init(
        placement: .overRows, isLoading: true,
        text: LoadState.loading.placeholder(isEmpty: true, emptyText: nil), offersRetry: false)
    } else if let firstFailure {
      self.init(
        placement: isEmpty ? .overRows : .belowRows, isLoading: false,
        text: failureText(firstFailure), offersRetry: true)
    } else if let edge = Self.edge(of: pagingState, failureText: failureText) {
      self = edge
    } else if isEmpty, loadState == .loaded, emptyText != nil || hasEmptyStateView {
      self.init(
        placement: .overRows, isLoading: false,
        text: loadState.placeholder(isEmpty: true, emptyText: emptyText), offersRetry: false,
        isEmptyState: true)
    } else {
      return nil
    }
  }

  /// What shows at one end of the rows for a page loading or failed there.
  private static func edge(of state: PagingState, failureText: (any Error) -> String) -> Self? {
    switch state {
    case .loadingNextPage:
      Self(placement: .belowRows, isLoading: true, text: loadingMoreText, offersRetry: false)
    case .loadingEarlierPage:
      Self(placement: .aboveRows, isLoading: true, text: nil, offersRetry: false)
    case .failedNextPage(let error):
      Self(placement: .belowRows, isLoading: false, text: failureText(error), offersRetry: true)
    case .failedEarlierPage(let error):
      Self(placement: .aboveRows, isLoading: false, text: failureText(error), offersRetry: true)
    case .idle, .loadingFirstPage, .failedFirstPage, .endOfList:
      nil
    }
  }
}

extension PagingState {
  /// The error of a failed first page.
  fileprivate var firstPageFailure: (any Error)? {
    if case .failedFirstPage(let error) = self { error } else { nil }
  }
}
