import Tabula
import TabulaTesting
import Testing

@MainActor
struct ManualPageLoaderTests {
  @Test func `releasing the loader fails the load still waiting, so the load ends`() async throws {
    weak var released: TestPager?
    var pager: TestPager? = TestPager()
    released = pager
    let provider = PagedProvider(diagnostics: .ignore, loadPage: try #require(pager).loader)
    provider.refresh()
    #expect(await pager?.nextRequest().cursor == nil)
    pager = nil
    #expect(released == nil)
    // The load hears of it in a task on the main actor; a bounded wait, never a hang.
    for _ in 0..<100 where provider.pagingState.isLoading { await Task.yield() }
    #expect(provider.error is CancellationError)
    #expect(provider.pagingState == .failedFirstPage(CancellationError()))
  }
}
