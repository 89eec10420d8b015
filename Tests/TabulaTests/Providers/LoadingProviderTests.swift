import Tabula
import TabulaTesting
import Testing

@MainActor
struct LoadingProviderTests {
  private struct Offline: Error, CustomStringConvertible {
    var description: String { "The network is offline" }
  }

  @Test func `a load goes from loading to loaded and publishes the items`() async {
    let provider = LoadingProvider<Fruit>()
    var states: [LoadState] = []
    let token = provider.observeLoadState { states.append($0) }
    defer { token.cancel() }
    await provider.load { [Fruit(1), Fruit(2)] }
    #expect(states == [.loading, .loaded])
    #expect(provider.snapshot.items.map(\.id) == [1, 2])
  }

  @Test func `a failed load says why and keeps the items shown`() async {
    let provider = LoadingProvider<Fruit>()
    await provider.load { [Fruit(1)] }
    await provider.load { throw Offline() }
    #expect(provider.loadState == .failed(Offline()))
    #expect(provider.loadState.failureMessage == "The network is offline")
    #expect(provider.snapshot.items.map(\.id) == [1])
  }

  @Test func `repeated identifiers fail the load, naming the duplicate`() async throws {
    let provider = LoadingProvider<Fruit>()
    await provider.load { [Fruit(7), Fruit(7)] }
    #expect(provider.loadState.error is SnapshotError<String, Int>)
    let message = try #require(provider.loadState.failureMessage)
    #expect(message.contains("7"))
    #expect(provider.snapshot.numberOfItems == 0)
  }

  @Test func `a newer load supersedes one still running`() async {
    let provider = LoadingProvider<Fruit>()
    var resumeSlow: CheckedContinuation<Void, Never>?
    let slow = Task {
      await provider.load {
        await withCheckedContinuation { resumeSlow = $0 }
        return [Fruit(1)]
      }
    }
    while resumeSlow == nil { await Task.yield() }
    await provider.load { [Fruit(2)] }
    resumeSlow?.resume()
    await slow.value
    #expect(provider.snapshot.items.map(\.id) == [2])
    #expect(provider.loadState == .loaded)
  }

  @Test func `clearing empties the list, goes back to idle and drops a load still running`()
    async
  {
    let provider = LoadingProvider<Fruit>()
    await provider.load { [Fruit(1)] }
    var resumeSlow: CheckedContinuation<Void, Never>?
    let slow = Task {
      await provider.load {
        await withCheckedContinuation { resumeSlow = $0 }
        return [Fruit(2)]
      }
    }
    while resumeSlow == nil { await Task.yield() }
    provider.clear()
    resumeSlow?.resume()
    await slow.value
    #expect(provider.snapshot.numberOfItems == 0)
    #expect(provider.snapshot.sectionIdentifiers == ["items"])
    #expect(provider.loadState == .idle)
  }

  @Test func `the placeholder says loading, the error, or the empty text`() {
    #expect(LoadState.loading.placeholder(isEmpty: true, emptyText: "None") == "Loading…")
    #expect(
      LoadState.failed(Offline()).placeholder(isEmpty: false, emptyText: nil)
        == "The network is offline")
    #expect(LoadState.loaded.placeholder(isEmpty: true, emptyText: "None") == "None")
    #expect(LoadState.loaded.placeholder(isEmpty: false, emptyText: "None") == nil)
    #expect(LoadState.idle.placeholder(isEmpty: true, emptyText: "None") == nil)
  }

  @Test func `a list data source shows what the provider loads`() async throws {
    let provider = LoadingProvider<Fruit>()
    let view = HeadlessListView()
    let dataSource = ListDataSource<ListSection, Fruit>(
      surface: view, registration: CellRegistration<FruitCell, Fruit>(), diagnostics: .ignore)
    let token = dataSource.bind(to: provider)
    defer { token.cancel() }
    await provider.load { [Fruit(1), Fruit(2), Fruit(3)] }
    #expect(view.shownTokens == provider.snapshot.items.map { ItemToken($0) })
    #expect(view.problems.isEmpty)
  }
}
