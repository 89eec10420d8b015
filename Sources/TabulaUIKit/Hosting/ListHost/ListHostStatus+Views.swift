#if canImport(UIKit)
internal import Tabula

// MARK: - ListHostStatus + Views

extension ListHostStatus {
  /// What a hosted list shows in place of its rows.
  public enum Placeholder: Equatable, Sendable {
    /// A spinner: the first load runs.
    case loading
    /// A text: the load failed, or the loaded list is empty.
    case text(String)
  }

  /// What a hosted list shows at one of its ends: a page loading there, or one that failed
  /// (with a Retry button).
  public enum EdgeStatus: Equatable, Sendable {
    /// A page loads at this end.
    case loading
    /// A load failed; the rows shown stay.
    case failed(String)
  }

  /// What shows in place of the rows: only while there are none, so that a page loading or
  /// failing never covers the rows it keeps.
  ///
  /// - Parameter emptyText: The text for a loaded list without rows; `nil` shows nothing.
  /// - Returns: The placeholder, or `nil` for none.
  public func placeholder(emptyText: String?) -> Placeholder? {
    guard isEmpty else { return nil }
    if loadState == .loading || pagingState == .loadingFirstPage { return .loading }
    return loadState.placeholder(isEmpty: true, emptyText: emptyText).map(Placeholder.text)
  }

  /// What shows above the rows: the earlier page of a list that pages both ways.
  public var top: EdgeStatus? {
    switch pagingState {
    case .loadingEarlierPage: .loading
    case .failedEarlierPage(let message): .failed(message)
    default: nil
    }
  }

  /// What shows below the rows: the next page, or a failure of a load that kept the rows.
  public var bottom: EdgeStatus? {
    switch pagingState {
    case .loadingNextPage: return .loading
    case .failedNextPage(let message): return .failed(message)
    case .failedFirstPage(let message) where !isEmpty: return .failed(message)
    default: break
    }
    if case .failed(let message) = loadState, !isEmpty, pagingState.failureMessage == nil {
      return .failed(message)
    }
    return nil
  }
}
#endif
