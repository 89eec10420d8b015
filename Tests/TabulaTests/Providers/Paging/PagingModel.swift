import Tabula

/// What a ``PagedProvider`` should show and be doing, step by step: the reference the
/// property test compares the provider with.
struct PagingModel {
  let prefetchDistance: Int
  /// The identifiers the provider shows: the pages of the newest first page, in order,
  /// each identifier once.
  var shown: [Int] = []
  var state = PagingState.idle
  var nextCursor: Int?
  var hasLoadedFirstPage = false
  var lastAppeared: Int?
  /// Whether the load waiting in the pager started before the newest refresh.
  var pendingIsStale = false
  /// Identifiers handed out in pages that must never show.
  var staleIDs: Set<Int> = []
  /// How many pages repeated an identifier: each one is a diagnostic.
  var pagesWithRepeats = 0

  init(prefetchDistance: Int) {
    self.prefetchDistance = prefetchDistance
  }

  /// The cursor the load in flight asks for.
  var expectedCursor: Int? { state == .loadingNextPage ? nextCursor : nil }

  func isNearEnd(_ index: Int) -> Bool { index >= shown.count - 1 - prefetchDistance }

  mutating func itemWillAppear(at index: Int) {
    lastAppeared = index
    if state == .idle, hasLoadedFirstPage, isNearEnd(index) { state = .loadingNextPage }
  }

  mutating func refresh(pendingLoad: Bool) {
    if pendingLoad { pendingIsStale = true }
    state = .loadingFirstPage
  }

  mutating func retry() {
    switch state {
    case .failedFirstPage: state = .loadingFirstPage
    case .failedNextPage: state = .loadingNextPage
    case .idle, .loadingFirstPage, .loadingNextPage, .endOfList, .loadingEarlierPage,
      .failedEarlierPage:
      break
    }
  }

  mutating func loadNextPage() {
    guard state == .idle else { return }
    state = hasLoadedFirstPage ? .loadingNextPage : .loadingFirstPage
  }

  /// The newest load returned a page.
  mutating func receive(_ ids: [Int], next: Int?) {
    let firstPage = state == .loadingFirstPage
    var kept = firstPage ? [] : shown
    var seen = Set(kept)
    var repeated = false
    for id in ids {
      if seen.insert(id).inserted { kept.append(id) } else { repeated = true }
    }
    if repeated { pagesWithRepeats += 1 }
    shown = kept
    nextCursor = next
    hasLoadedFirstPage = true
    if firstPage { lastAppeared = nil }
    if next == nil {
      state = .endOfList
    } else if let lastAppeared, isNearEnd(lastAppeared) {
      state = .loadingNextPage
    } else {
      state = .idle
    }
  }

  /// The newest load failed.
  mutating func fail(_ error: any Error) {
    state = state == .loadingFirstPage ? .failedFirstPage(error) : .failedNextPage(error)
  }
}
