// MARK: - PagedProvider + Loading

extension PagedProvider {
  /// Which page a load is for.
  enum Direction {
    case first, later, earlier
  }

  /// Starts a load, after the one in flight, which it cancels, has returned.
  @discardableResult
  func startLoad(_ direction: Direction) -> Task<Void, Never> {
    generation += 1
    let mine = generation
    let previous = loadInFlight
    previous?.cancel()
    let request: PageRequest
    switch direction {
    case .first:
      setPagingState(.loadingFirstPage)
      request = .first
    case .later:
      setPagingState(.loadingNextPage)
      request = nextCursor.map(PageRequest.after) ?? .first
    case .earlier:
      setPagingState(.loadingEarlierPage)
      request = earlierCursor.map(PageRequest.before) ?? .first
    }
    // NB: the task holds the loader, not the provider, so that releasing the provider
    // mid-load frees it at once and cancels the load (see `deinit`).
    let load = loadPage
    let task = Task { [weak self] in
      // One load at a time: a cancelled load still runs until its closure returns.
      await previous?.value
      guard self?.generation == mine else { return }
      let result: Result<Page, any Error>
      do {
        result = .success(try await load(request))
      } catch {
        result = .failure(error)
      }
      self?.finishLoad(mine, direction, result: result, isCancelled: Task.isCancelled)
    }
    loadInFlight = task
    return task
  }

  typealias Page = (items: [Item], earlierCursor: Cursor?, laterCursor: Cursor?)

  /// Shows the page of the newest load, or its failure; drops the page of a stale one.
  func finishLoad(
    _ load: Int, _ direction: Direction, result: Result<Page, any Error>, isCancelled: Bool
  ) {
    guard load == generation else { return }
    loadInFlight = nil
    switch result {
    case .success where isCancelled:
      fail(CancellationError(), direction)
    case .success(let page):
      show(page, direction)
    case .failure(let error):
      fail(error, direction)
    }
  }

  func show(_ page: Page, _ direction: Direction) {
    pageCount = direction == .first ? 1 : pageCount + 1
    let shown = direction == .first ? nil : storage.snapshot
    let kept = FirstOccurrences(page.items) { shown?.path(of: $0) != nil }
    let fresh = kept.items
    if !kept.repeated.isEmpty {
      report(
        .duplicateIdentifiers,
        "page \(pageCount) repeated \(kept.repeated.count) item(s) already in the list or "
          + "earlier in the page, dropped: \(kept.repeatedNames)")
    }
    hasLoadedFirstPage = true
    switch direction {
    case .first:
      nextCursor = page.laterCursor
      earlierCursor = page.earlierCursor
      lastAppearedIndex = nil
      let section = storage.snapshot.section(at: 0) ?? ListSection(id: "items")
      let snapshot = Snapshot<ListSection, Item>(
        _uncheckedSections: [section], items: [fresh])
      if snapshot != storage.snapshot { storage.update(snapshot) }
    case .later:
      nextCursor = page.laterCursor
      // NB: `fresh` holds no identifier of the list and none twice, so this cannot throw.
      if !fresh.isEmpty {
        try? storage.update { snapshot throws(SnapshotError<String, Item.ID>) in
          try snapshot.appendItems(Array(fresh))
        }
      }
    case .earlier:
      earlierCursor = page.earlierCursor
      if !fresh.isEmpty {
        // The rows that appeared move down by the page. NB: before the update, whose
        // observers may report rows that appear in the new positions.
        lastAppearedIndex = lastAppearedIndex.map { $0 + fresh.count }
        try? storage.update { snapshot throws(SnapshotError<String, Item.ID>) in
          try snapshot.insertItems(Array(fresh), at: ItemPath(section: 0, item: 0))
        }
      }
    }
    setPagingState(nextCursor == nil ? .endOfList : .idle)
    loadAgainIfStillNearAnEnd()
  }

  /// Loads the following page if the row that appeared last is still near an end: the page
  /// added too few rows to move the end past it.
  func loadAgainIfStillNearAnEnd() {
    guard let last = lastAppearedIndex else { return }
    if pagingState == .idle, isNearEnd(last) {
      startLoad(.later)
    } else if canLoad, hasEarlierPages, isNearStart(last) {
      startLoad(.earlier)
    }
  }

  /// Whether no load runs and the last one did not fail.
  var canLoad: Bool { pagingState == .idle || pagingState == .endOfList }

  func isNearStart(_ index: Int) -> Bool {
    index <= max(prefetchDistance, 0)
  }

  func fail(_ error: any Error, _ direction: Direction) {
    switch direction {
    case .first: setPagingState(.failedFirstPage(error))
    case .later: setPagingState(.failedNextPage(error))
    case .earlier: setPagingState(.failedEarlierPage(error))
    }
  }

  func setPagingState(_ newState: PagingState) {
    pagingState = newState
    loadState =
      switch newState {
      case .idle: hasLoadedFirstPage ? .loaded : .idle
      case .loadingFirstPage, .loadingNextPage, .loadingEarlierPage: .loading
      case .failedFirstPage(let error), .failedNextPage(let error), .failedEarlierPage(let error):
        .failed(error)
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
