import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

@MainActor
struct PagedProviderTests {
  private let pager = TestPager()

  private func makeProvider(
    prefetchDistance: Int = 2, diagnostics: ListDiagnostic.Handler = .ignore
  ) -> PagedProvider<Fruit, Int> {
    PagedProvider(
      prefetchDistance: prefetchDistance, diagnostics: diagnostics, loadPage: pager.loader)
  }

  /// A provider showing `pages`, each answered in turn, the last with `next` as its cursor.
  private func makeProvider(showing pages: [[Int]], next: Int?) async
    -> PagedProvider<Fruit, Int>
  {
    let provider = makeProvider()
    provider.refresh()
    for (index, page) in pages.enumerated() {
      if index > 0 { provider.loadNextPage() }
      _ = await pager.nextRequest()
      await pager.answer(page, next: index == pages.count - 1 ? next : index + 2)
    }
    return provider
  }

  // MARK: States

  @Test func `a refresh loads the first page, from loading to idle`() async {
    let provider = makeProvider()
    let paging = Recorded<PagingState>()
    let states = Recorded<LoadState>()
    let tokens = [
      provider.observePagingState { paging.append($0) },
      provider.observeLoadState { states.append($0) },
    ]
    provider.refresh()
    #expect(provider.pagingState == .loadingFirstPage)
    #expect(await pager.nextRequest().cursor == nil)
    await pager.answer([1, 2, 3], next: 2)
    #expect(provider.snapshot.itemIdentifiers == [1, 2, 3])
    #expect(paging.values == [.loadingFirstPage, .idle])
    #expect(states.values == [.loading, .loaded])
    tokens.forEach { $0.cancel() }
  }

  @Test func `a provider nobody refreshed is idle, with nothing shown`() {
    let provider = makeProvider()
    #expect(provider.pagingState == .idle)
    #expect(provider.loadState == .idle)
    #expect(provider.snapshot.numberOfItems == 0)
    #expect(provider.snapshot.sectionIdentifiers == ["items"])
  }

  @Test func `an item near the end loads the next page with the last page's cursor`() async {
    let provider = await makeProvider(showing: [[1, 2, 3, 4, 5]], next: 7)
    provider.itemWillAppear(at: ItemPath(section: 0, item: 2))
    #expect(provider.pagingState == .loadingNextPage)
    #expect(provider.loadState == .loading)
    #expect(await pager.nextRequest().cursor == 7)
    await pager.answer([6, 7], next: 8)
    #expect(provider.snapshot.itemIdentifiers == [1, 2, 3, 4, 5, 6, 7])
    #expect(provider.pagingState == .idle)
    #expect(provider.loadState == .loaded)
  }

  @Test func `an item far from the end loads nothing`() async {
    let provider = await makeProvider(showing: [[1, 2, 3, 4, 5]], next: 2)
    provider.itemWillAppear(at: ItemPath(section: 0, item: 1))
    provider.itemWillAppear(at: ItemPath(section: 1, item: 4))
    #expect(provider.pagingState == .idle)
    #expect(pager.cursors == [nil])
  }

  @Test func `one load at a time: rows appearing while a page loads start nothing`() async {
    let provider = await makeProvider(showing: [[1, 2]], next: 2)
    provider.itemWillAppear(at: ItemPath(section: 0, item: 1))
    provider.itemWillAppear(at: ItemPath(section: 0, item: 1))
    #expect(provider.loadNextPage() == nil)
    #expect(provider.retry() == nil)
    _ = await pager.nextRequest()
    #expect(pager.pending.count == 1)
    await pager.answer([3], next: nil)
    #expect(pager.cursors == [nil, 2])
    #expect(pager.mostRunning == 1)
  }

  @Test func `the last page ends the list, and scrolling then loads nothing`() async {
    let provider = await makeProvider(showing: [[1, 2], [3]], next: nil)
    #expect(provider.pagingState == .endOfList)
    #expect(provider.loadState == .loaded)
    provider.itemWillAppear(at: ItemPath(section: 0, item: 2))
    #expect(provider.loadNextPage() == nil)
    #expect(provider.pagingState == .endOfList)
    #expect(pager.cursors == [nil, 2])
  }

  @Test func `load next page loads the first page when none was shown`() async {
    let provider = makeProvider()
    let load = provider.loadNextPage()
    #expect(load != nil)
    #expect(provider.pagingState == .loadingFirstPage)
    #expect(await pager.nextRequest().cursor == nil)
    await pager.answer([1], next: 2)
    await load?.value
    #expect(provider.snapshot.itemIdentifiers == [1])
  }

  // MARK: Failures and retry

  @Test func `a failed next page keeps every row and exposes the error`() async throws {
    let provider = await makeProvider(showing: [[1, 2, 3]], next: 2)
    provider.itemWillAppear(at: ItemPath(section: 0, item: 2))
    _ = await pager.nextRequest()
    await pager.answer(.failure(PageFailure()))
    #expect(provider.pagingState == .failedNextPage(PageFailure()))
    #expect(provider.loadState == .failed(PageFailure()))
    #expect(provider.snapshot.itemIdentifiers == [1, 2, 3])
    let error = try #require(provider.error as? PageFailure)
    #expect(error.description == "The network is offline")
  }

  @Test func `retry loads the failed page again, with its cursor`() async {
    let provider = await makeProvider(showing: [[1, 2, 3]], next: 2)
    provider.loadNextPage()
    _ = await pager.nextRequest()
    await pager.answer(.failure(PageFailure()))
    let retry = provider.retry()
    #expect(retry != nil)
    #expect(provider.pagingState == .loadingNextPage)
    #expect(provider.error == nil)
    #expect(await pager.nextRequest().cursor == 2)
    await pager.answer([4], next: nil)
    await retry?.value
    #expect(provider.snapshot.itemIdentifiers == [1, 2, 3, 4])
    #expect(provider.pagingState == .endOfList)
    #expect(pager.cursors == [nil, 2, 2])
  }

  @Test func `a failed first page says so, and retry loads the first page`() async {
    let provider = makeProvider()
    provider.refresh()
    _ = await pager.nextRequest()
    await pager.answer(.failure(PageFailure("Server error")))
    #expect(provider.pagingState == .failedFirstPage(PageFailure("Server error")))
    #expect(provider.loadState == .failed(PageFailure("Server error")))
    provider.retry()
    #expect(await pager.nextRequest().cursor == nil)
    await pager.answer([1], next: 2)
    #expect(provider.snapshot.itemIdentifiers == [1])
    #expect(provider.pagingState == .idle)
  }

  @Test func `scrolling after a failure does not retry by itself`() async {
    let provider = await makeProvider(showing: [[1, 2]], next: 2)
    provider.loadNextPage()
    _ = await pager.nextRequest()
    await pager.answer(.failure(PageFailure()))
    provider.itemWillAppear(at: ItemPath(section: 0, item: 1))
    #expect(provider.pagingState == .failedNextPage(PageFailure()))
    #expect(pager.cursors == [nil, 2])
  }

  @Test func `the paging state says whether it loads and why it failed`() {
    #expect(PagingState.loadingFirstPage.isLoading)
    #expect(PagingState.loadingNextPage.isLoading)
    #expect(!PagingState.idle.isLoading)
    #expect(!PagingState.endOfList.isLoading)
    #expect(PagingState.failedFirstPage(PageFailure("A")).failureMessage == "A")
    #expect(PagingState.failedNextPage(PageFailure("B")).failureMessage == "B")
    #expect(PagingState.failedEarlierPage(PageFailure("C")).error is PageFailure)
    #expect(PagingState.endOfList.failureMessage == nil)
    #expect(PagingState.loadingNextPage.error == nil)
  }

  // MARK: Refresh

  @Test func `a refresh cancels the load in flight, and its page never shows`() async {
    let provider = await makeProvider(showing: [[1, 2]], next: 2)
    let published = Recorded<[Int]>()
    let token = provider.observe { published.append($0.itemIdentifiers) }
    provider.loadNextPage()
    #expect(await pager.nextRequest().cursor == 2)
    provider.refresh()
    #expect(provider.pagingState == .loadingFirstPage)
    // The cancelled load ignores its cancellation and returns a page anyway.
    await pager.answer([3, 4], next: 3)
    #expect(pager.cancellations == [false, true])
    #expect(provider.snapshot.itemIdentifiers == [1, 2])
    #expect(await pager.nextRequest().cursor == nil)
    await pager.answer([5, 1], next: 2)
    #expect(provider.snapshot.itemIdentifiers == [5, 1])
    #expect(published.values == [[5, 1]])
    #expect(pager.mostRunning == 1)
    token.cancel()
  }

  @Test func `a cancelled load that throws its cancellation shows nothing and fails nothing`()
    async
  {
    let provider = await makeProvider(showing: [[1, 2]], next: 2)
    provider.loadNextPage()
    _ = await pager.nextRequest()
    provider.refresh()
    await pager.answer(.failure(CancellationError()))
    #expect(provider.pagingState == .loadingFirstPage)
    #expect(provider.error == nil)
    _ = await pager.nextRequest()
    await pager.answer([9], next: nil)
    #expect(provider.snapshot.itemIdentifiers == [9])
    #expect(provider.pagingState == .endOfList)
  }

  @Test func `a refresh that fails keeps the rows shown`() async {
    let provider = await makeProvider(showing: [[1, 2], [3]], next: 4)
    provider.refresh()
    _ = await pager.nextRequest()
    await pager.answer(.failure(PageFailure()))
    #expect(provider.snapshot.itemIdentifiers == [1, 2, 3])
    #expect(provider.pagingState == .failedFirstPage(PageFailure()))
  }

  @Test func `a refresh shows the first page alone, animated on a headless view`() async throws {
    let provider = await makeProvider(showing: [[1, 2, 3], [4, 5]], next: 6)
    let view = HeadlessListView()
    let dataSource = ListDataSource<ListSection, Fruit>(
      surface: view, registration: CellRegistration<FruitCell, Fruit>(), diagnostics: .ignore)
    let token = dataSource.bind(to: provider)
    view.layoutIfNeeded()
    let refresh = provider.refresh()
    _ = await pager.nextRequest()
    await pager.answer([0, 2, 1], next: 2)
    await refresh?.value
    #expect(view.shownTokens == [0, 2, 1].map { ItemToken(Fruit($0)) })
    #expect(view.problems.isEmpty)
    #expect(dataSource.updateCounts.batches >= 1)
    token.cancel()
  }

  @Test func `cancelling the load a refresh returned fails it, ready for retry`() async {
    let provider = await makeProvider(showing: [[1]], next: 2)
    let refresh = provider.refresh()
    _ = await pager.nextRequest()
    refresh?.cancel()
    await pager.answer([7], next: nil)
    #expect(provider.snapshot.itemIdentifiers == [1])
    #expect(provider.pagingState.failureMessage != nil)
    #expect(provider.error is CancellationError)
    #expect(provider.retry() != nil)
  }

  // MARK: Repeated items

  @Test func `items repeated across pages are dropped and named in a diagnostic`() async throws {
    let recorder = DiagnosticRecorder()
    let provider = makeProvider(diagnostics: recorder.handler)
    provider.refresh()
    _ = await pager.nextRequest()
    await pager.answer([1, 2, 3], next: 2)
    provider.loadNextPage()
    _ = await pager.nextRequest()
    await pager.answer([3, 4, 1, 4, 5], next: 3)
    #expect(provider.snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    let diagnostic = try #require(recorder.diagnostics.first)
    #expect(recorder.diagnostics.count == 1)
    #expect(diagnostic.kind == .duplicateIdentifiers)
    #expect(diagnostic.message.contains("page 2"))
    #expect(diagnostic.message.hasSuffix("dropped: 3, 1, 4"))
  }

  @Test func `a first page that repeats an item shows it once`() async throws {
    let recorder = DiagnosticRecorder()
    let provider = makeProvider(diagnostics: recorder.handler)
    provider.refresh()
    _ = await pager.nextRequest()
    await pager.answer([1, 1, 2], next: nil)
    #expect(provider.snapshot.itemIdentifiers == [1, 2])
    #expect(try #require(recorder.diagnostics.first).message.hasSuffix("dropped: 1"))
  }

  @Test func `a page that adds too few rows loads the following page by itself`() async {
    let provider = await makeProvider(showing: [[1, 2, 3]], next: 2)
    provider.itemWillAppear(at: ItemPath(section: 0, item: 2))
    _ = await pager.nextRequest()
    await pager.answer([2, 3], next: 3)
    #expect(provider.pagingState == .loadingNextPage)
    #expect(await pager.nextRequest().cursor == 3)
    await pager.answer([4, 5, 6, 7, 8, 9], next: 4)
    #expect(provider.pagingState == .idle)
    #expect(pager.cursors == [nil, 2, 3])
  }

  // MARK: Lifetime

  @Test func `releasing the provider mid-load frees it, cancels the load, publishes nothing`()
    async
  {
    var provider: PagedProvider<Fruit, Int>? = makeProvider()
    weak let released = provider
    let published = Recorded<[Int]>()
    let token = provider?.observe { published.append($0.itemIdentifiers) }
    provider?.refresh()
    _ = await pager.nextRequest()
    provider = nil
    #expect(released == nil)
    await pager.answer([1, 2], next: 2)
    #expect(pager.cancellations == [true])
    #expect(published.values.isEmpty)
    token?.cancel()
  }
}
