#if canImport(UIKit)
@_spi(Hosting) internal import Tabula

// MARK: - ListHostStatus + Views

extension ListHostStatus {
  /// What a hosted list shows in place of its rows.
  public enum Placeholder: Equatable, Sendable {
    /// A spinner: the first load runs.
    case loading
    /// The load failed, with the text shown for its error, and a Retry button: a failed
    /// first load is never a dead end.
    case failed(String)
    /// The loaded list is empty: the app's empty text, if it gave one.
    case empty
  }

  /// What a hosted list shows at one of its ends: a page loading there, or one that failed
  /// (with a Retry button).
  public enum EdgeStatus: Equatable, Sendable {
    /// A page loads at this end.
    case loading
    /// A load failed, with the text shown for its error; the rows shown stay.
    case failed(String)
  }

  /// What shows in place of the rows: only while there are none, so that a page loading or
  /// failing never covers the rows it keeps.
  ///
  /// A failure's text, here and at the edges, is the error's
  /// `LocalizedError.errorDescription`, else the localized description an `NSError` carries,
  /// else its `description`.
  ///
  /// - Returns: The placeholder, or `nil` for none: rows show, or nothing was asked for yet
  ///   (a search not typed is not "no results").
  public var placeholder: Placeholder? {
    guard isEmpty else { return nil }
    if loadState == .loading || pagingState == .loadingFirstPage { return .loading }
    if let error = loadState.error ?? pagingState.firstPageError {
      return .failed(FailureText.text(for: error))
    }
    return loadState == .idle ? nil : .empty
  }

  /// What shows above the rows: the earlier page of a list that pages both ways.
  public var top: EdgeStatus? {
    switch pagingState {
    case .loadingEarlierPage: .loading
    case .failedEarlierPage(let error): .failed(FailureText.text(for: error))
    default: nil
    }
  }

  /// What shows below the rows: the next page, or a failure of a load that kept the rows.
  public var bottom: EdgeStatus? {
    switch pagingState {
    case .loadingNextPage: return .loading
    case .failedNextPage(let error): return .failed(FailureText.text(for: error))
    case .failedFirstPage(let error) where !isEmpty: return .failed(FailureText.text(for: error))
    default: break
    }
    if let error = loadState.error, !isEmpty, pagingState.error == nil {
      return .failed(FailureText.text(for: error))
    }
    return nil
  }
}
// MARK: - ListHostStatus + Announcement

extension ListHostStatus {
  /// What VoiceOver says when the status changes to this one from `old`: a failure that was
  /// not shown before, in place of the rows or at an end, since nothing else tells a user who
  /// cannot see the screen that a load failed. Loading and loaded are not announced: the rows
  /// and the spinner speak for themselves when the user reaches them.
  ///
  /// - Parameter old: The status before.
  /// - Returns: The text of the new failure, or `nil` when no failure appeared.
  public func announcement(after old: ListHostStatus) -> String? {
    let shown = [placeholder?.failure, top?.failure, bottom?.failure]
    let before = [old.placeholder?.failure, old.top?.failure, old.bottom?.failure]
    for (new, old) in zip(shown, before) {
      if let new, new != old { return new }
    }
    return nil
  }
}

extension ListHostStatus.Placeholder {
  /// The failure's text, if this is one.
  fileprivate var failure: String? {
    if case .failed(let text) = self { text } else { nil }
  }
}

extension ListHostStatus.EdgeStatus {
  /// The failure's text, if this is one.
  fileprivate var failure: String? {
    if case .failed(let text) = self { text } else { nil }
  }
}

extension PagingState {
  /// The error of a failed first page.
  fileprivate var firstPageError: (any Error)? {
    if case .failedFirstPage(let error) = self { error } else { nil }
  }
}
#endif
