import Tabula
import TabulaTesting
import Testing

/// A data source bound to a ``PagedProvider`` hands it the rows its surface is about to show,
/// so the next page loads as the user scrolls, with no call from the app.
@MainActor
struct ListDataSourcePagingTests {
  private let pager = TestPager()

  private func makeList(visibleRows: Int) -> (
    PagedProvider<Fruit, Int>, HeadlessListView, ListDataSource<ListSection, Fruit>
  ) {
    let provider = PagedProvider<Fruit, Int>(
      prefetchDistance: 2, diagnostics: .ignore, loadPage: pager.loader)
    let view = HeadlessListView(visibleRowLimit: visibleRows)
    let dataSource = ListDataSource<ListSection, Fruit>(
      surface: view, registration: CellRegistration<FruitCell, Fruit>(), diagnostics: .ignore)
    return (provider, view, dataSource)
  }

  @Test func `scrolling near the end loads the next page, which the view then shows`() async {
    let (provider, view, dataSource) = makeList(visibleRows: 4)
    let token = dataSource.bind(to: provider)
    view.layoutIfNeeded()
    provider.refresh()
    #expect(await pager.nextRequest().cursor == nil)
    await pager.answer(Array(1...10), next: 11)
    #expect(view.counts == [10])
    #expect(pager.cursors == [nil], "rows 1 to 4 are far from the end")

    view.scroll(toRow: 4)
    #expect(pager.cursors == [nil], "rows 5 to 8 are still more than 2 rows from the end")
    view.scroll(toRow: 5)
    #expect(provider.pagingState == .loadingNextPage, "row 9 is within 2 rows of the end")
    #expect(await pager.nextRequest().cursor == 11)
    await pager.answer(Array(11...15), next: nil)

    #expect(view.shownTokens == (1...15).map { ItemToken(Fruit($0)) })
    #expect(view.problems.isEmpty)
    #expect(provider.pagingState == .endOfList)
    token.cancel()
  }

  @Test func `rows on screen when the provider is bound are reported too`() async throws {
    let (provider, view, dataSource) = makeList(visibleRows: 4)
    provider.refresh()
    _ = await pager.nextRequest()
    await pager.answer([1, 2, 3], next: 4)
    view.layoutIfNeeded()
    let token = dataSource.bind(to: provider)
    try #require(provider.pagingState == .loadingNextPage, "row 3 is on screen, at the end")
    #expect(await pager.nextRequest().cursor == 4)
    await pager.answer([4], next: nil)
    #expect(view.shownTokens == (1...4).map { ItemToken(Fruit($0)) })
    #expect(view.problems.isEmpty)
    token.cancel()
  }

  @Test func `a first page that fits on screen loads the next one as its rows appear`() async {
    let (provider, view, dataSource) = makeList(visibleRows: 20)
    let token = dataSource.bind(to: provider)
    view.layoutIfNeeded()
    provider.refresh()
    _ = await pager.nextRequest()
    await pager.answer([1, 2, 3], next: 4)
    #expect(await pager.nextRequest().cursor == 4)
    await pager.answer([4, 5], next: nil)
    #expect(view.shownTokens == (1...5).map { ItemToken(Fruit($0)) })
    #expect(pager.mostRunning == 1)
    #expect(view.problems.isEmpty)
    token.cancel()
  }

  @Test func `a binding to another provider reports no appearing rows`() async throws {
    let (provider, view, dataSource) = makeList(visibleRows: 4)
    let paging = dataSource.bind(to: provider)
    paging.cancel()
    let other = SnapshotProvider(
      try Snapshot<ListSection, Fruit>(sections: [
        SnapshotSection(ListSection(id: "items"), items: [])
      ]))
    let token = dataSource.bind(to: other)
    provider.refresh()
    _ = await pager.nextRequest()
    await pager.answer([1, 2, 3], next: 4)
    view.layoutIfNeeded()
    view.scroll(toRow: 0)
    #expect(pager.cursors == [nil], "the data source no longer reports to the paged provider")
    token.cancel()
  }
}
