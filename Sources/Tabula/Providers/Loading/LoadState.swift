/// Where a list's data is in its loading: what a screen shows in place of its rows.
///
/// ```swift
/// provider.state.placeholder(isEmpty: provider.snapshot.numberOfItems == 0,
///                            emptyText: "No users match")
/// // .loading -> "Loading…", .failed -> the error, .loaded with no rows -> "No users match"
/// ```
public enum LoadState: Hashable, Sendable {
  /// Nothing has been asked for yet.
  case idle
  /// A load is running.
  case loading
  /// The last load succeeded; the data is shown, possibly with no rows.
  case loaded
  /// The last load failed with this message; the previous data is kept.
  case failed(String)

  /// The text shown in place of a list's rows in this state, if any.
  ///
  /// - Parameters:
  ///   - isEmpty: Whether the list has no rows.
  ///   - emptyText: The text for a loaded list without rows; `nil` shows nothing.
  /// - Returns: "Loading…" while loading, the message after a failure, `emptyText` when the
  ///   list is loaded and empty; `nil` before anything was asked for (a search not yet
  ///   typed is not "no results"), and when the rows speak for themselves.
  public func placeholder(isEmpty: Bool, emptyText: String?) -> String? {
    switch self {
    case .idle: nil
    case .loading: "Loading…"
    case .failed(let message): message
    case .loaded: isEmpty ? emptyText : nil
    }
  }
}
