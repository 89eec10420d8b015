import Tabula

// MARK: - ChatScreen + Title

extension ChatScreen {
  /// The screen's title: the messages shown, and whether older ones load, remain, or failed
  /// to load.
  var title: String {
    Self.title(
      count: dataSource.snapshot.numberOfItems, state: provider.pagingState,
      hasEarlierPages: provider.hasEarlierPages)
  }

  /// The title for what the list shows and where its paging is.
  ///
  /// - Parameters:
  ///   - count: How many messages show.
  ///   - state: The provider's paging state.
  ///   - hasEarlierPages: Whether older messages remain on the server.
  /// - Returns: The title, such as `Chat #general: 30 messages · Loading earlier messages…`.
  static func title(count: Int, state: PagingState, hasEarlierPages: Bool) -> String {
    let shown = "Chat #general: \(count) message\(count == 1 ? "" : "s")"
    switch state {
    case .loadingFirstPage: return "Chat #general: loading the newest messages…"
    case .loadingEarlierPage: return shown + " · Loading earlier messages…"
    case .failedFirstPage: return "Chat #general: the newest messages failed, t retries"
    case .failedEarlierPage, .failedNextPage: return shown + " · older messages failed, t retries"
    case .idle, .loadingNextPage, .endOfList:
      return shown + (hasEarlierPages ? ", older above" : ", from the first")
    }
  }
}
