import Tabula
import Testing

/// `SearchLoader`: a search run once the typing pauses, the newest search winning, with the
/// loading, empty and failed states of its results.
@MainActor
struct SearchLoaderTests {
  struct User: Identifiable, Equatable {
    let id: Int
    var login: String
  }

  enum SearchError: Error { case offline }

  /// Pauses that end when the test says: the debounce without a clock.
  @MainActor
  final class Pauses {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    var count: Int { waiting.count }

    func sleep(_: Int) async {
      await withCheckedContinuation { waiting.append($0) }
    }

    /// Ends every pause that is waiting.
    func end() {
      let ended = waiting
      waiting = []
      for pause in ended { pause.resume() }
    }
  }

  static let users = ["ada", "alan", "grace"].enumerated().map { User(id: $0, login: $1) }

  /// What the search fetched, and which texts fail.
  @MainActor
  final class FetchLog {
    var fetched: [String] = []
    var failing: Set<String> = []
  }

  /// A search whose pauses the test ends, and the texts it fetched.
  @MainActor
  struct Harness {
    let pauses = Pauses()
    let log = FetchLog()
    let search: SearchLoader<User>

    init() {
      search = SearchLoader(
        debounceMilliseconds: 300, sleep: { [pauses] in await pauses.sleep($0) }
      ) { [log] text in
        log.fetched.append(text)
        if log.failing.contains(text) { throw SearchError.offline }
        return SearchLoaderTests.users.filter { $0.login.contains(text) }
      }
    }

    var fetched: [String] { log.fetched }

    /// Ends the pause and waits for the search it lets run.
    func settle() async {
      await Task.yield()
      pauses.end()
      await search.pendingSearch?.value
    }
  }

  @Test func `typing fast searches once, for the last text, after the pause`() async throws {
    let harness = Harness()
    for text in ["a", "al", "ala"] { harness.search.search(text) }
    #expect(harness.fetched.isEmpty, "nothing runs before the pause ends")
    await harness.settle()
    #expect(harness.fetched == ["ala"])
    #expect(harness.search.snapshot.items.map(\.login) == ["alan"])
    #expect(harness.search.loadState == .loaded)
  }

  @Test func `an empty text clears the results without a search`() async throws {
    let harness = Harness()
    harness.search.search("a")
    await harness.settle()
    harness.search.search("")
    await harness.settle()
    #expect(harness.fetched == ["a"])
    #expect(harness.search.snapshot.numberOfItems == 0)
    #expect(harness.search.loadState == .idle, "an empty field is not a search that found nothing")
    await harness.search.retry()?.value
    #expect(harness.fetched == ["a"], "retrying an empty field searches nothing")
    #expect(harness.search.loadState == .idle)
  }

  @Test func `a failed search reports its error, and a retry runs it again`() async throws {
    let harness = Harness()
    harness.log.failing = ["gr"]
    harness.search.search("gr")
    await harness.settle()
    #expect(harness.search.loadState.error is SearchError)
    harness.log.failing = []
    await harness.search.retry()?.value
    #expect(harness.fetched == ["gr", "gr"])
    #expect(harness.search.snapshot.items.map(\.login) == ["grace"])
    #expect(harness.search.loadState == .loaded)
  }

  @Test func `a search is a searchable provider`() {
    #expect(Harness().search.isSearchable)
    #expect(!LoadingProvider<User>().isSearchable)
  }
}
