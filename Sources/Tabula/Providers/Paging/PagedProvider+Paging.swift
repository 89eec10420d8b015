// MARK: - PagedProvider + Paging

extension PagedProvider {
  /// Tells the provider that the row at `path` is about to appear on screen; if it is within
  /// ``prefetchDistance`` rows of the end and more pages remain, the next page starts
  /// loading; if it is that close to the start and earlier pages remain
  /// (``hasEarlierPages``), the earlier page starts loading.
  ///
  /// A ``ListDataSource`` bound to the provider calls this from its surface's display events
  /// (a table view's `willDisplay`, a row of a headless or terminal view coming into view),
  /// so that the list loads as the user scrolls and the app never asks. Nothing starts while
  /// a page is loading, after a failure (see ``retry()``), or at the end of the list.
  ///
  /// ```swift
  /// let token = dataSource.bind(to: users)   // display events now reach the provider
  /// ```
  ///
  /// If a page then adds too few rows to move the end past the row that appeared last (an
  /// empty page, or one of repeated items), the provider loads the following page too.
  ///
  /// - Parameter path: The position of the row about to appear.
  /// - Complexity: O(1).
  public func itemWillAppear(at path: ItemPath) {
    guard path.section == 0 else { return }
    lastAppearedIndex = path.item
    guard hasLoadedFirstPage else { return }
    loadAgainIfStillNearAnEnd()
  }

  /// Loads the next page now, or the first one if none was loaded yet: for a "Load more"
  /// button. Does nothing while a page is loading, after a failure, or at the end.
  ///
  /// ```swift
  /// await users.loadNextPage()?.value
  /// ```
  ///
  /// - Returns: The load it started, to await if you need to; `nil` if it started none.
  @discardableResult
  public func loadNextPage() -> Task<Void, Never>? {
    guard pagingState == .idle else { return nil }
    return startLoad(hasLoadedFirstPage ? .later : .first)
  }

  /// Loads the list again from its first page: cancels the load in flight, and shows the
  /// first page in place of every row once it arrives.
  ///
  /// The rows stay on screen while the first page loads; when it arrives, the provider
  /// publishes a snapshot of that page alone, and the data source animates the difference.
  /// A page of the load it cancelled never shows, even if its closure ignores the
  /// cancellation and returns it: the first page waits for that closure to return, so two
  /// loads never run at once. A failed refresh keeps the rows and sets
  /// ``PagingState/failedFirstPage(_:)``.
  ///
  /// ```swift
  /// List(...).refreshable { await users.refresh().value }
  /// ```
  ///
  /// - Returns: The load it started, to await if you need to, for example to end a pull to
  ///   refresh. Cancelling it cancels the load: then nothing shows, and the state is failed
  ///   with the cancellation, ready for ``retry()``.
  @discardableResult
  public func refresh() -> Task<Void, Never>? {
    startLoad(.first)
  }

  /// Loads the page that failed again; does nothing unless the last load failed.
  ///
  /// - Returns: The load it started, to await if you need to; `nil` if it started none.
  @discardableResult
  public func retry() -> Task<Void, Never>? {
    switch pagingState {
    case .failedFirstPage: startLoad(.first)
    case .failedNextPage: startLoad(.later)
    case .failedEarlierPage: startLoad(.earlier)
    case .idle, .loadingFirstPage, .loadingNextPage, .loadingEarlierPage, .endOfList: nil
    }
  }
}

// MARK: - PagedProvider + Arrivals

extension PagedProvider {
  /// Appends items that arrive outside the page loads, such as a chat's new messages, after
  /// the last row: items already in the list, or repeated among `items`, show once, and a
  /// ``ListDiagnostic/Kind/duplicateIdentifiers`` diagnostic names them.
  ///
  /// ```swift
  /// chat.onMessage = { message in messages.appendArrivedItems([message]) }
  /// ```
  ///
  /// A data source keeps a user reading further up in place
  /// (``ListDataSource/scrollAnchoring``), and one at the bottom of a list with
  /// ``ScrollAnchoring/stickToBottom`` sees the new rows.
  ///
  /// - Parameter items: The items, in the order they show.
  /// - Complexity: O(*k* log *n*) for *k* items in a list of *n*.
  public func appendArrivedItems(_ items: [Item]) {
    let shown = storage.snapshot
    let kept = FirstOccurrences(items) { shown.path(of: $0) != nil }
    if !kept.repeated.isEmpty {
      report(
        .duplicateIdentifiers,
        "\(kept.repeated.count) arrived item(s) already in the list or repeated, dropped: "
          + kept.repeatedNames)
    }
    guard !kept.items.isEmpty else { return }
    // NB: `kept.items` holds no identifier of the list and none twice, so this cannot throw.
    try? storage.update { snapshot throws(SnapshotError<String, Item.ID>) in
      try snapshot.appendItems(Array(kept.items))
    }
  }
}
