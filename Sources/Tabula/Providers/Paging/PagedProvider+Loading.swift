// MARK: - PagedProvider + Loading

extension PagedProvider {
  /// Starts a load, after the one in flight, which it cancels, has returned.
  @discardableResult
  func startLoad(firstPage: Bool) -> Task<Void, Never> {
    generation += 1
    let mine = generation
    let previous = loadInFlight
    previous?.cancel()
    error = nil
    setPagingState(firstPage ? .loadingFirstPage : .loadingNextPage)
    let cursor = firstPage ? nil : nextCursor
    // NB: the task holds the loader, not the provider, so that releasing the provider
    // mid-load frees it at once and cancels the load (see `deinit`).
    let load = loadPage
    let task = Task { [weak self] in
      // One load at a time: a cancelled load still runs until its closure returns.
      await previous?.value
      guard self?.generation == mine else { return }
      let result: Result<(items: [Item], nextCursor: Cursor?), any Error>
      do {
        result = .success(try await load(cursor))
      } catch {
        result = .failure(error)
      }
      self?.finishLoad(mine, firstPage: firstPage, result: result, isCancelled: Task.isCancelled)
    }
    loadInFlight = task
    return task
  }

  /// Shows the page of the newest load, or its failure; drops the page of a stale one.
  func finishLoad(
    _ load: Int, firstPage: Bool, result: Result<(items: [Item], nextCursor: Cursor?), any Error>,
    isCancelled: Bool
  ) {
    guard load == generation else { return }
    loadInFlight = nil
    switch result {
    case .success where isCancelled:
      fail(CancellationError(), firstPage: firstPage)
    case .success(let page):
      show(page, firstPage: firstPage)
    case .failure(let error):
      fail(error, firstPage: firstPage)
    }
  }

  func show(_ page: (items: [Item], nextCursor: Cursor?), firstPage: Bool) {
    pageCount = firstPage ? 1 : pageCount + 1
    let shown = firstPage ? nil : storage.snapshot
    let kept = FirstOccurrences(page.items) { shown?.path(of: $0) != nil }
    let fresh = kept.items
    if !kept.repeated.isEmpty {
      report(
        .duplicateIdentifiers,
        "page \(pageCount) repeated \(kept.repeated.count) item(s) already in the list or "
          + "earlier in the page, dropped: \(kept.repeatedNames)")
    }
    nextCursor = page.nextCursor
    hasLoadedFirstPage = true
    if firstPage {
      lastAppearedIndex = nil
      let section = storage.snapshot.section(at: 0) ?? ListSection(id: "items")
      let snapshot = Snapshot<ListSection, Item>(
        _uncheckedSections: [section], items: [fresh])
      if snapshot != storage.snapshot { storage.update(snapshot) }
    } else if !fresh.isEmpty {
      // NB: `fresh` holds no identifier of the list and none twice, so this cannot throw.
      try? storage.update { snapshot throws(SnapshotError<String, Item.ID>) in
        try snapshot.appendItems(Array(fresh))
      }
    }
    setPagingState(page.nextCursor == nil ? .endOfList : .idle)
    if pagingState == .idle, let last = lastAppearedIndex, isNearEnd(last) {
      startLoad(firstPage: false)
    }
  }

  func fail(_ error: any Error, firstPage: Bool) {
    self.error = error
    let message = String(describing: error)
    setPagingState(firstPage ? .failedFirstPage(message) : .failedNextPage(message))
  }

  func setPagingState(_ newState: PagingState) {
    pagingState = newState
    loadState =
      switch newState {
      case .idle: hasLoadedFirstPage ? .loaded : .idle
      case .loadingFirstPage, .loadingNextPage: .loading
      case .failedFirstPage(let message), .failedNextPage(let message): .failed(message)
      case .endOfList: .loaded
      }
  }

  func isNearEnd(_ index: Int) -> Bool {
    index >= storage.snapshot.numberOfItems - 1 - max(prefetchDistance, 0)
  }

  func report(
    _ kind: ListDiagnostic.Kind, _ message: String, fileID: String = #fileID, line: Int = #line
  ) {
    diagnostics(ListDiagnostic(kind: kind, message: message, fileID: fileID, line: line))
  }
}
