import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// A ``PagedProvider`` that pages in both directions: earlier pages load as rows near the
/// start appear, with the rules of the pages at the end.
@MainActor
struct BidirectionalPagingTests {
  private let pager = TestPager()

  /// A provider showing a first page of `first`, with `earlier` as the cursor before it.
  private func makeProvider(first: [Int], earlier: Int?, later: Int? = nil) async
    -> PagedProvider<Fruit, Int>
  {
    let provider = PagedProvider<Fruit, Int>(
      prefetchDistance: 1, diagnostics: .ignore, loadPages: pager.bidirectionalLoader)
    provider.refresh()
    #expect(await pager.nextRequest().cursor == nil)
    await pager.answer(first.map { Fruit($0) }, earlier: earlier, later: later)
    return provider
  }

  @Test func `a row near the start loads the page before the first, inserted at the top`()
    async throws
  {
    let provider = await makeProvider(first: [20, 21, 22, 23, 24, 25], earlier: 19)
    #expect(provider.hasEarlierPages)
    #expect(provider.pagingState == .endOfList, "no later page")
    provider.itemWillAppear(at: ItemPath(section: 0, item: 3))
    #expect(provider.pagingState == .endOfList, "row 3 is more than 1 row from the start")
    provider.itemWillAppear(at: ItemPath(section: 0, item: 1))
    #expect(provider.pagingState == .loadingEarlierPage)
    let request = await pager.nextRequest()
    guard case .before(19) = request.page else {
      Issue.record("asked for \(request.page)")
      return
    }
    await pager.answer((14...19).map { Fruit($0) }, earlier: 13, later: nil)
    #expect(provider.snapshot.itemIdentifiers == Array(14...25))
    #expect(provider.pagingState == .endOfList)
    #expect(provider.hasEarlierPages)
  }

  @Test func `the first page of the list ends the earlier pages`() async {
    let provider = await makeProvider(first: [5, 6, 7, 8], earlier: 4)
    provider.itemWillAppear(at: ItemPath(section: 0, item: 0))
    _ = await pager.nextRequest()
    await pager.answer([1, 2, 3, 4].map { Fruit($0) }, earlier: nil, later: nil)
    #expect(!provider.hasEarlierPages)
    provider.itemWillAppear(at: ItemPath(section: 0, item: 0))
    #expect(!provider.pagingState.isLoading, "nothing before the first page")
    #expect(pager.cursors == [nil, 4])
  }

  @Test func `an earlier page repeating shown rows shows them once and says so`() async {
    let recorder = DiagnosticRecorder()
    let provider = PagedProvider<Fruit, Int>(
      prefetchDistance: 1, diagnostics: recorder.handler, loadPages: pager.bidirectionalLoader)
    provider.refresh()
    _ = await pager.nextRequest()
    await pager.answer([10, 11, 12].map { Fruit($0) }, earlier: 9, later: 13)
    provider.itemWillAppear(at: ItemPath(section: 0, item: 0))
    _ = await pager.nextRequest()
    await pager.answer([8, 9, 10].map { Fruit($0) }, earlier: 7, later: nil)
    #expect(provider.snapshot.itemIdentifiers == [8, 9, 10, 11, 12])
    #expect(recorder.diagnostics.map(\.kind) == [.duplicateIdentifiers])
    #expect(provider.pagingState == .idle, "a later page remains")
  }

  @Test func `a failed earlier page keeps the rows and loads again on retry`() async {
    let provider = await makeProvider(first: [10, 11, 12], earlier: 9)
    provider.itemWillAppear(at: ItemPath(section: 0, item: 0))
    _ = await pager.nextRequest()
    await pager.answerBothWays(.failure(PageFailure()))
    #expect(provider.pagingState == .failedEarlierPage(PageFailure()))
    #expect(provider.loadState == .failed(PageFailure()))
    #expect(provider.snapshot.itemIdentifiers == [10, 11, 12])
    provider.itemWillAppear(at: ItemPath(section: 0, item: 0))
    #expect(pager.pending.isEmpty, "scrolling does not retry")
    provider.retry()
    #expect(provider.pagingState == .loadingEarlierPage)
    #expect(await pager.nextRequest().cursor == 9)
    await pager.answer([9].map { Fruit($0) }, earlier: nil, later: nil)
    #expect(provider.snapshot.itemIdentifiers == [9, 10, 11, 12])
  }

  @Test func `an earlier page that a refresh replaced never shows`() async {
    let provider = await makeProvider(first: [10, 11, 12], earlier: 9)
    provider.itemWillAppear(at: ItemPath(section: 0, item: 0))
    _ = await pager.nextRequest()
    provider.refresh()
    await pager.answer([7, 8, 9].map { Fruit($0) }, earlier: 6, later: nil)
    #expect(provider.snapshot.itemIdentifiers == [10, 11, 12], "the stale page is dropped")
    #expect(await pager.nextRequest().cursor == nil)
    await pager.answer([30, 31].map { Fruit($0) }, earlier: 29, later: nil)
    #expect(provider.snapshot.itemIdentifiers == [30, 31])
    #expect(pager.mostRunning == 1)
  }

  @Test func `an earlier page too short to move the start away loads the one before it`() async {
    let provider = await makeProvider(first: [10, 11, 12, 13, 14], earlier: 9)
    provider.itemWillAppear(at: ItemPath(section: 0, item: 0))
    _ = await pager.nextRequest()
    await pager.answer([], earlier: 8, later: nil)
    #expect(provider.pagingState == .loadingEarlierPage, "row 10 is still the first row")
    #expect(await pager.nextRequest().cursor == 8)
    await pager.answer((5...9).map { Fruit($0) }, earlier: 4, later: nil)
    #expect(!provider.pagingState.isLoading, "row 10 is now 5 rows from the start")
    #expect(provider.snapshot.itemIdentifiers == Array(5...14))
  }

  @Test func `a page loaded at the top of a list keeps the row the user reads in place`()
    async throws
  {
    let provider = await makeProvider(first: Array(100...119), earlier: 99)
    let view = HeadlessListView(visibleRowLimit: 5)
    let dataSource = ListDataSource<ListSection, Fruit>(
      surface: view, registration: CellRegistration<FruitCell, Fruit>(), diagnostics: .ignore)
    dataSource.scrollAnchoring = .stickToBottom
    let token = dataSource.bind(to: provider)
    view.layoutIfNeeded()
    view.scroll(toOffset: 0.5)  // row 100 half off the top: row 101 is the anchor
    #expect(provider.pagingState == .loadingEarlierPage, "row 100 appeared")
    _ = await pager.nextRequest()
    await pager.answer((80...99).map { Fruit($0) }, earlier: 79, later: nil)
    #expect(view.problems.isEmpty)
    #expect(view.shownTokens == (80...119).map { ItemToken(Fruit($0)) })
    // Row 101 is 21st now, still half a row below the viewport's top.
    #expect(view.contentOffset == 20.5)
    #expect(view.firstVisibleRow == 20)
    #expect(
      !provider.pagingState.isLoading,
      "the rows of the new page showed only before the viewport was placed")
    token.cancel()
  }
}

extension BidirectionalPagingTests {
  @Test func `items that arrive between loads are appended once each`() async {
    let recorder = DiagnosticRecorder()
    let provider = PagedProvider<Fruit, Int>(
      prefetchDistance: 1, diagnostics: recorder.handler, loadPages: pager.bidirectionalLoader)
    provider.refresh()
    _ = await pager.nextRequest()
    await pager.answer([10, 11, 12].map { Fruit($0) }, earlier: 9, later: nil)
    provider.appendArrivedItems([Fruit(13), Fruit(12), Fruit(14), Fruit(13)])
    #expect(provider.snapshot.itemIdentifiers == [10, 11, 12, 13, 14])
    #expect(recorder.diagnostics.map(\.kind) == [.duplicateIdentifiers])
    #expect(recorder.diagnostics.first?.message.contains("2 arrived item(s)") == true)
  }
}
