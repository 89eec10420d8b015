import Tabula

// MARK: - PagedUsersScreen + Footer

extension PagedUsersScreen {
  /// The footer line for a paging state: what loads, what failed and how to retry, or the
  /// end of the list; `nil` while more pages wait for the cursor, and at the end of an empty
  /// list (its empty text says it all).
  ///
  /// - Parameters:
  ///   - state: The provider's paging state.
  ///   - isEmpty: Whether the list shows no rows.
  /// - Returns: The line, or `nil` for none.
  static func footer(for state: PagingState, isEmpty: Bool) -> String? {
    switch state {
    case .idle: nil
    case .loadingFirstPage: isEmpty ? "Loading users…" : "Refreshing…"
    case .loadingNextPage: "Loading more…"
    case .loadingEarlierPage: "Loading earlier…"
    case .failedFirstPage(let error), .failedNextPage(let error), .failedEarlierPage(let error):
      "\(error) · t to retry"
    case .endOfList: isEmpty ? nil : "End of list"
    }
  }
}
