import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// The providers that load (`LoadingProvider`, `PagedProvider`, `StreamProvider`) read by a
/// SwiftUI body: Observation tells it of each new snapshot, and of each new load or paging
/// state, and not of a state set again to what it was.
@MainActor
struct LoadingProvidersObservationTests {
  private struct Offline: Error {}

  @Test func `a load tells a body reading the state of its start and its end`() async {
    let provider = LoadingProvider<Fruit>()
    let readState = { _ = provider.loadState }
    let (fetch, answer) = AsyncStream.makeStream(of: [Fruit].self)
    var load: Task<Void, Never>?
    #expect(
      await isAnnounced(reading: readState) {
        load = Task {
          await provider.load {
            for await items in fetch { return items }
            return []
          }
        }
        while provider.loadState != .loading { await Task.yield() }
      })
    #expect(
      await isAnnounced(reading: { _ = provider.snapshot.numberOfItems }) {
        answer.yield([Fruit(1)])
        await load?.value
      })
    #expect(provider.loadState == .loaded)
    #expect(await isAnnounced(reading: readState) { await provider.load { throw Offline() } })
  }

  @Test
  func
    `clearing an idle provider tells a body reading the state nothing, one reading the items of the new snapshot`()
    async
  {
    let provider = LoadingProvider<Fruit>()
    #expect(await !isAnnounced(reading: { _ = provider.loadState }) { provider.clear() })
    #expect(await isAnnounced(reading: { _ = provider.snapshot }) { provider.clear() })
  }

  @Test func `paging tells a body of each paging state and each page`() async {
    let pager = TestPager()
    let provider = PagedProvider(diagnostics: .ignore, loadPage: pager.loader)
    let readPaging = { _ = provider.pagingState }
    let readLoad = { _ = provider.loadState }
    let readCount = { _ = provider.snapshot.numberOfItems }
    #expect(await isAnnounced(reading: readPaging) { provider.refresh() })
    _ = await pager.nextRequest()
    #expect(await isAnnounced(reading: readCount) { await pager.answer([1, 2], next: 2) })
    #expect(provider.pagingState == .idle)
    #expect(await isAnnounced(reading: readLoad) { provider.loadNextPage() })
    #expect(
      await !isAnnounced(reading: readPaging) { provider.loadNextPage() },
      "a page already loads: nothing changes")
    _ = await pager.nextRequest()
    #expect(await isAnnounced(reading: readPaging) { await pager.answer(.failure(PageFailure())) })
    #expect(provider.snapshot.itemIdentifiers == [1, 2])
  }

  @Test func `each element a stream yields is announced, and the state the first one brings`() async
  {
    let (stream, continuation) = AsyncStream.makeStream(of: [Fruit].self)
    let provider = StreamProvider(stream, diagnostics: .ignore)
    let published = ValueRecorder<[Int]>()
    let token = provider.observe { published.record($0.itemIdentifiers) }
    let readBoth = {
      _ = provider.loadState
      _ = provider.snapshot.numberOfItems
    }
    #expect(
      await isAnnounced(reading: readBoth) {
        continuation.yield([Fruit(1)])
        _ = await published.next()
      })
    #expect(provider.loadState == .loaded)
    #expect(
      await isAnnounced(reading: { _ = provider.snapshot }) {
        continuation.yield([Fruit(1), Fruit(2)])
        _ = await published.next()
      })
    #expect(
      await !isAnnounced(reading: { _ = provider.loadState }) {
        continuation.yield([Fruit(3)])
        _ = await published.next()
      }, "still loaded")
    token.cancel()
  }
}
