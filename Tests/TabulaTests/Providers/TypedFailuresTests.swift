import Tabula
import TabulaTesting
import Testing

/// A failed load carries the error itself: an app switches on its own error types, and
/// retries only the failures worth retrying.
@MainActor
struct TypedFailuresTests {
  /// The errors of the app's API.
  enum APIError: Error, Equatable {
    case offline
    case server(Int)
  }

  /// An error whose message reads like ``APIError/offline``'s.
  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  // MARK: Telling failures apart

  @Test func `an app tells an offline search from a server error, and retries only offline`()
    async throws
  {
    let users = LoadingProvider<Fruit>()
    var answers: [Result<[Fruit], APIError>] = [
      .success([Fruit(1)]), .failure(.offline), .success([Fruit(1), Fruit(2)]),
      .failure(.server(503)),
    ]
    var requests = 0
    func search() async {
      await users.load {
        requests += 1
        return try answers.removeFirst().get()
      }
    }
    /// What the app does when the network is back: it searches again if a search failed
    /// offline, and leaves any other failure on screen.
    func networkIsBack() async {
      if case .failed(APIError.offline) = users.loadState { await search() }
    }

    await search()
    await search()
    #expect(users.loadState == .failed(APIError.offline))
    #expect(try #require(users.loadState.error as? APIError) == .offline)
    #expect(users.snapshot.itemIdentifiers == [1], "a failed search keeps the users shown")
    await networkIsBack()
    #expect(users.loadState == .loaded)
    #expect(users.snapshot.itemIdentifiers == [1, 2])

    await search()
    #expect(try #require(users.loadState.error as? APIError) == .server(503))
    await networkIsBack()
    #expect(requests == 4, "a server error is not searched again")
    #expect(users.loadState == .failed(APIError.server(503)))
    #expect(users.snapshot.itemIdentifiers == [1, 2])
    #expect(answers.isEmpty)
  }

  @Test func `an app retries a page that failed offline, and not one the server failed`()
    async throws
  {
    let pager = TestPager()
    let users = PagedProvider(prefetchDistance: 0, diagnostics: .ignore, loadPage: pager.loader)
    /// What the app does when the network is back: it retries a page that failed offline,
    /// and leaves any other failure on screen.
    func networkIsBack() {
      switch users.pagingState {
      case .failedFirstPage(APIError.offline), .failedNextPage(APIError.offline): users.retry()
      default: break
      }
    }
    users.refresh()
    _ = await pager.nextRequest()
    await pager.answer([1, 2, 3], next: 2)
    users.loadNextPage()
    #expect(await pager.nextRequest().cursor == 2)
    await pager.answer(.failure(APIError.offline))
    #expect(users.pagingState == .failedNextPage(APIError.offline))
    #expect(users.loadState == .failed(APIError.offline))

    networkIsBack()
    #expect(users.pagingState == .loadingNextPage)
    #expect(await pager.nextRequest().cursor == 2)
    await pager.answer([4, 5], next: 3)
    #expect(users.pagingState == .idle)
    #expect(users.snapshot.itemIdentifiers == [1, 2, 3, 4, 5])

    users.loadNextPage()
    #expect(await pager.nextRequest().cursor == 3)
    await pager.answer(.failure(APIError.server(500)))
    networkIsBack()
    #expect(users.pagingState == .failedNextPage(APIError.server(500)))
    #expect(try #require(users.pagingState.error as? APIError) == .server(500))
    #expect(try #require(users.error as? APIError) == .server(500))
    #expect(pager.pending.isEmpty, "a server error is not retried")
    #expect(pager.cursors == [nil, 2, 2, 3])
    #expect(users.snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
  }

  // MARK: Equality and messages

  @Test func `two failures are equal when their errors have the same type and the same message`() {
    #expect(LoadState.failed(APIError.offline) == .failed(APIError.offline))
    #expect(LoadState.failed(APIError.offline) != .failed(APIError.server(503)))
    #expect(LoadState.failed(APIError.offline) != .failed(Offline()), "the same message")
    #expect(LoadState.failed(APIError.offline) != .loaded)
    #expect(PagingState.failedNextPage(APIError.offline) == .failedNextPage(APIError.offline))
    #expect(PagingState.failedNextPage(APIError.offline) != .failedFirstPage(APIError.offline))
    #expect(PagingState.failedEarlierPage(APIError.offline) != .failedEarlierPage(Offline()))
    #expect(PagingState.failedFirstPage(APIError.server(500)) != .failedFirstPage(Offline()))
    #expect(PagingState.idle != .failedNextPage(APIError.offline))
  }

  @Test func `a failure's message is the error's description`() throws {
    #expect(LoadState.failed(Offline()).failureMessage == "offline")
    #expect(LoadState.failed(APIError.server(503)).failureMessage == "server(503)")
    #expect(try #require(LoadState.failed(APIError.offline).error) is APIError)
    #expect(LoadState.loaded.error == nil && LoadState.loading.failureMessage == nil)
    #expect(PagingState.failedNextPage(APIError.server(503)).failureMessage == "server(503)")
    #expect(try #require(PagingState.failedFirstPage(Offline()).error) is Offline)
    #expect(PagingState.endOfList.error == nil)
  }
}
