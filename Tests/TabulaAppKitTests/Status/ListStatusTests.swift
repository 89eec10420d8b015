import Tabula
import TabulaAppKit
import TabulaTesting
import Testing

/// What a Mac list shows of its provider's loading besides its rows (``ListStatus``), as
/// TabulaUIKit's screens show it: the first load over a list without rows, "Loading more…"
/// and a next page's failure below the rows (`PagingFooterView`), a Retry button with every
/// failure.
@MainActor
struct ListStatusTests {
  struct Offline: Error, CustomStringConvertible {
    var description: String { "The network is offline" }
  }

  // NB: made on each read, not kept in a `static let`: the leak sanitizer reports the error
  // boxes a global keeps as leaks.
  static var loadStates: [LoadState] { [.idle, .loading, .loaded, .failed(Offline())] }
  static var pagingStates: [PagingState] {
    [
      .idle, .loadingFirstPage, .loadingNextPage, .loadingEarlierPage,
      .failedFirstPage(Offline()), .failedNextPage(Offline()), .failedEarlierPage(Offline()),
      .endOfList,
    ]
  }

  @Test func `the first page loading over a list without rows shows a spinner alone`() {
    let status = ListStatus(loadState: .loaded, pagingState: .loadingFirstPage, isEmpty: true)
    #expect(
      status
        == ListStatus(placement: .overRows, isLoading: true, text: "Loading…", offersRetry: false))
    #expect(
      ListStatus(loadState: .loading, pagingState: .endOfList, isEmpty: true)?.isLoading == true)
  }

  @Test func `a refresh of a list with rows shows nothing over them`() {
    #expect(ListStatus(loadState: .loading, pagingState: .loadingFirstPage, isEmpty: false) == nil)
  }

  @Test func `the next page loading shows Loading more below the rows`() {
    let status = ListStatus(loadState: .loaded, pagingState: .loadingNextPage, isEmpty: false)
    #expect(
      status
        == ListStatus(
          placement: .belowRows, isLoading: true, text: ListStatus.loadingMoreText,
          offersRetry: false))
  }

  @Test func `a failure shows its message and a Retry button, over no rows or below kept rows`() {
    let over = ListStatus(
      loadState: .loaded, pagingState: .failedFirstPage(Offline()), isEmpty: true)
    #expect(
      over
        == ListStatus(
          placement: .overRows, isLoading: false, text: "The network is offline",
          offersRetry: true))
    let below = ListStatus(loadState: .failed(Offline()), pagingState: .endOfList, isEmpty: false)
    #expect(below?.placement == .belowRows)
    #expect(below?.offersRetry == true)
    let next = ListStatus(
      loadState: .loaded, pagingState: .failedNextPage(Offline()), isEmpty: false,
      failureText: { _ in "Offline" })
    #expect(
      next
        == ListStatus(placement: .belowRows, isLoading: false, text: "Offline", offersRetry: true))
  }

  @Test func `a page at the top of a list that pages both ways shows above the rows`() {
    #expect(
      ListStatus(loadState: .loaded, pagingState: .loadingEarlierPage, isEmpty: false)?.placement
        == .aboveRows)
    #expect(
      ListStatus(loadState: .loaded, pagingState: .failedEarlierPage(Offline()), isEmpty: false)?
        .offersRetry == true)
  }

  @Test func `a loaded list without rows shows the empty text, and nothing without one`() {
    #expect(
      ListStatus(loadState: .loaded, pagingState: .endOfList, isEmpty: true, emptyText: "No users")
        == ListStatus(
          placement: .overRows, isLoading: false, text: "No users", offersRetry: false,
          isEmptyState: true))
    #expect(ListStatus(loadState: .loaded, pagingState: .endOfList, isEmpty: true) == nil)
    #expect(
      ListStatus(loadState: .idle, pagingState: .idle, isEmpty: true, emptyText: "No users") == nil,
      "a search not yet typed is not no results")
  }

  @Test func `an app's own empty view makes the empty state show without a text, once loaded`() {
    let empty = ListStatus(
      loadState: .loaded, pagingState: .endOfList, isEmpty: true, hasEmptyStateView: true)
    #expect(
      empty
        == ListStatus(
          placement: .overRows, isLoading: false, text: nil, offersRetry: false,
          isEmptyState: true))
    #expect(
      ListStatus(loadState: .idle, pagingState: .idle, isEmpty: true, hasEmptyStateView: true)
        == nil, "a search not yet typed is not no results")
    #expect(
      ListStatus(
        loadState: .loaded, pagingState: .endOfList, isEmpty: false, hasEmptyStateView: true)
        == nil)
    let loading = ListStatus(
      loadState: .loading, pagingState: .endOfList, isEmpty: true, hasEmptyStateView: true)
    #expect(loading?.isLoading == true)
    #expect(loading?.isEmptyState == false)
  }

  @Test
  func
    `in every state, rows are never covered, a failure offers Retry unless a first load runs, and a spinner only while a load does`()
  {
    for load in Self.loadStates {
      for paging in Self.pagingStates {
        for (isEmpty, hasView) in [(false, false), (true, false), (false, true), (true, true)] {
          let status = ListStatus(
            loadState: load, pagingState: paging, isEmpty: isEmpty,
            emptyText: hasView ? nil : "Empty", hasEmptyStateView: hasView)
          let failed = load.error != nil || paging.error != nil
          let loads = load == .loading || paging.isLoading
          let firstLoadRuns = load == .loading || paging == .loadingFirstPage
          let context = "\(load), \(paging), isEmpty \(isEmpty)"
          if !isEmpty { #expect(status?.placement != .overRows, "\(context)") }
          // A first load that runs over no rows shows its spinner, not an older failure.
          let retries = failed && !(isEmpty && firstLoadRuns)
          #expect((status?.offersRetry ?? false) == retries, "\(context)")
          if status?.isLoading == true { #expect(loads, "\(context)") }
          if failed || (loads && isEmpty) { #expect(status != nil, "\(context)") }
          // The empty state, text or the app's view, only over a loaded list that is empty.
          let isEmptyState = isEmpty && load == .loaded && !failed && !loads
          #expect((status?.isEmptyState ?? false) == isEmptyState, "\(context), view \(hasView)")
        }
      }
    }
  }

  @Test
  func `a source follows a paged provider's first page, next page and their failures, and retries`()
    async throws
  {
    let pages = ManualPageLoader<Entry, Int>()
    let provider = PagedProvider<Entry, Int>(diagnostics: .ignore, loadPage: pages.loader)
    let source = ListStatusSource(following: provider, emptyText: "No entries")
    let shown = StatusRecorder()
    source.onChange = { shown.statuses.append($0) }
    #expect(source.status == nil, "nothing asked for yet")

    provider.refresh()
    #expect(source.status?.placement == .overRows)
    #expect(source.status?.isLoading == true)
    _ = await pages.nextRequest()
    await pages.answer(.failure(Offline()))
    #expect(source.status?.text == "The network is offline")
    #expect(source.status?.offersRetry == true)

    source.retry()
    try #require(provider.pagingState == .loadingFirstPage)
    #expect(await pages.nextRequest().cursor == nil, "the retry loads the first page again")
    await pages.answer([Entry(1), Entry(2)], next: 3)
    #expect(source.status == nil, "rows show, the next page waits for the user")
    provider.loadNextPage()
    try #require(provider.pagingState == .loadingNextPage)
    #expect(source.status?.text == ListStatus.loadingMoreText)
    _ = await pages.nextRequest()
    await pages.answer([], next: nil)
    #expect(source.status == nil)
    #expect(shown.statuses.count == 6, "loading, failed, loading, rows, more, end")
  }
}

// MARK: - A new empty text

extension ListStatusTests {
  /// `TabulaList` on the Mac hands each body's `emptyState` text to its status view
  /// (`ListStatusView.emptyText`), which sets it on its source: a list already empty shows the
  /// new text at once, without a provider bound anew.
  @Test func `a new empty text shows at once over an empty loaded list, and only when it differs`()
    async throws
  {
    let pages = ManualPageLoader<Entry, Int>()
    let provider = PagedProvider<Entry, Int>(diagnostics: .ignore, loadPage: pages.loader)
    let source = ListStatusSource(following: provider, emptyText: "No entries")
    let shown = StatusRecorder()
    source.onChange = { shown.statuses.append($0) }
    provider.refresh()
    _ = await pages.nextRequest()
    await pages.answer([], next: nil)
    try #require(source.status?.text == "No entries")
    let told = shown.statuses.count

    source.emptyText = "Nothing matches"
    #expect(source.status?.text == "Nothing matches")
    #expect(source.status?.placement == .overRows)
    #expect(shown.statuses.count == told + 1)
    source.emptyText = "Nothing matches"
    #expect(shown.statuses.count == told + 1, "the same text tells nothing")
    source.emptyText = nil
    #expect(source.status == nil, "no text shows nothing over the empty list")
    #expect(shown.statuses.count == told + 2)
    source.hasEmptyStateView = true
    #expect(source.status?.isEmptyState == true, "the app's view shows without a text")
    #expect(source.status?.text == nil)
    #expect(shown.statuses.count == told + 3)
  }
}

/// The statuses a source reported, in order.
@MainActor
final class StatusRecorder {
  var statuses: [ListStatus?] = []
}
