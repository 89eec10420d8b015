import Tabula
import TabulaExampleModels
import Testing

@testable import TabulaDemo

/// What the paged users screen was doing when a frame was drawn.
private struct PagingFrame: Equatable {
  var state: PagingState?
  var rows: Int
  var lastVisibleRow: Int?
  var footer: String?
}

/// The users screen with `--paged`, driven by scripts whose pages arrive between steps.
@MainActor
struct PagedUsersScreenTests {
  /// Runs a script on the paged users screen and records, after each frame, what it did.
  private func run(_ keys: String, failing: Set<Int> = [], height: Int = 20) async throws
    -> (run: DemoRun, frames: [PagingFrame], network: SimulatedNetwork)
  {
    let network = SimulatedNetwork(timing: .betweenSteps, failingPages: failing)
    var frames: [PagingFrame] = []
    let run = try await DemoRun.run(.users, keys: keys, height: height, network: network) { app in
      let screen = app.navigator.stack.compactMap { $0 as? PagedUsersScreen }.first
      frames.append(
        PagingFrame(
          state: screen?.provider.pagingState, rows: screen?.view.rowCount ?? 0,
          lastVisibleRow: screen?.view.visibleRows().map(\.item).max(),
          footer: screen?.view.footer))
    }
    return (run, frames, network)
  }

  @Test func `the first page loads as the screen opens and arrives with the next step`()
    async throws
  {
    let (run, frames, network) = try await run("wait")
    #expect(frames.map(\.state) == [.loadingFirstPage, .idle])
    #expect(frames.map(\.rows) == [0, 30])
    #expect(frames[0].footer == "Loading users…")
    #expect(frames[1].footer == nil)
    #expect(run.frames[1].lines[0] == "Users (seed 000): 30 of 1000 loaded, 30 a page")
    #expect(network.requestedPages == [1])
  }

  @Test func `the next page loads when a row near the end comes into view, not before`()
    async throws
  {
    let keys = (["wait"] + Array(repeating: "j", count: 30)).joined(separator: ",")
    let (_, frames, network) = try await run(keys)
    let loading = try #require(frames.firstIndex { $0.state == .loadingNextPage })
    let nearEnd = 30 - 1 - PagedUsersScreen.prefetchDistance
    #expect(frames[1..<loading].allSatisfy { ($0.lastVisibleRow ?? 0) < nearEnd })
    #expect((frames[loading].lastVisibleRow ?? 0) >= nearEnd)
    #expect(frames[loading].footer == "Loading more…")
    #expect(frames[loading + 1].rows == 60)
    #expect(network.requestedPages == [1, 2])
  }

  @Test func `a failed page keeps every row, scrolling does not retry, and t does`()
    async throws
  {
    let (run, frames, network) = try await run(
      "wait,pgdn,pgdn,pgdn,pgdn,wait,pgdn,k,t,wait", failing: [2])
    let failed = PagingState.failedNextPage(PageLoadError(page: 2))
    #expect(frames[6].state == failed)
    #expect(frames[6].rows == 30)
    #expect(frames[6].footer == "Page 2 failed: 503 Service Unavailable · t to retry")
    #expect(frames[7].state == failed && frames[8].state == failed)
    #expect(frames[9].state == .loadingNextPage)
    #expect(run.frames[9].lines.contains("Loading page 2 again"))
    #expect(frames[10].state == .idle && frames[10].rows == 60)
    #expect(network.requestedPages == [1, 2, 2])
  }

  @Test func `a failed first page shows its error and the retry key, and t loads it`()
    async throws
  {
    let (run, frames, _) = try await run("wait,t,wait", failing: [1])
    #expect(frames[1].state == .failedFirstPage(PageLoadError(page: 1)))
    #expect(run.frames[1].lines[2] == "   Page 1 failed: 503 Service Unavailable · t to retry")
    #expect(frames.map(\.rows) == [0, 0, 0, 30])
  }

  @Test func `a refresh while a page loads drops that page and shows the first page alone`()
    async throws
  {
    let (run, frames, network) = try await run("wait,pgdn,pgdn,pgdn,pgdn,f,wait,wait")
    #expect(frames[5].state == .loadingNextPage)
    #expect(frames[6].state == .loadingFirstPage)
    #expect(frames[6].footer == "Refreshing…")
    #expect(frames[7].rows == 30)
    // NB: the cursor is still near the end of the first page, so page 2 loads again.
    #expect(frames[7].state == .loadingNextPage)
    #expect(frames[8].state == .idle && frames[8].rows == 60)
    #expect(network.requestedPages == [1, 2, 1, 2])
    let screen = try #require(run.app.screen as? PagedUsersScreen)
    #expect(screen.provider.snapshot.itemIdentifiers == screen.search.users.prefix(60).map(\.id))
  }

  @Test func `a search asks the server, pages through what it found, and ends the list`()
    async throws
  {
    let (run, frames, network) = try await run("wait,/it,wait,pgdn,pgdn,pgdn,pgdn,wait,pgdn")
    #expect(frames[2].state == .loadingFirstPage)
    #expect(frames[3].rows == 30)
    #expect(run.frames[3].lines[0] == "Users (seed 000): 30 of 39 loaded, 30 a page")
    #expect(frames[8].state == .endOfList && frames[8].rows == 39)
    #expect(frames[8].footer == "End of list")
    #expect(frames[9].state == .endOfList)
    #expect(network.requestedPages == [1, 1, 2])
    let screen = try #require(run.app.screen as? PagedUsersScreen)
    #expect(screen.provider.snapshot.items.allSatisfy { $0.login.contains("it") })
  }

  @Test func `a search that finds nobody says so, with no footer`() async throws {
    let (run, frames, _) = try await run("wait,/zzz,wait,j")
    #expect(frames[3].state == .endOfList && frames[3].rows == 0)
    #expect(frames[3].footer == nil)
    #expect(run.frames[3].lines[2].hasPrefix("-  mojombo"))
    #expect(run.frames[4].lines[2] == "   No users match “zzz”")
  }

  @Test func `the list is read-only, and rows open their user's repositories`() async throws {
    let (run, _, _) = try await run("wait,d,enter")
    #expect(run.frames[2].lines.contains("This list is read-only"))
    #expect(run.app.screen?.title.hasPrefix("mojombo's repositories") == true)
  }

  @Test func `the same script prints the same frames on every run`() async throws {
    let keys = "wait,pgdn,pgdn,pgdn,pgdn,f,pgdn,wait,/a,j,j,wait,pgdn,pgdn,pgdn,pgdn,t,wait"
    let first = try await run(keys, failing: [2, 3])
    let second = try await run(keys, failing: [2, 3])
    #expect(first.run.frames == second.run.frames)
    #expect(first.frames == second.frames)
  }

  @Test(arguments: 1...3)
  func `random keys never make an invalid batch or show a user twice`(seed: Int) async throws {
    let keys = ["j", "j", "k", "pgdn", "pgdn", "pgup", "wait", "wait", "t", "f", "/a", "/", "/it"]
    var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
    var script: [String] = []
    for _ in 0..<120 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      script.append(keys[Int((state >> 33) % UInt64(keys.count))])
    }
    var duplicates = 0
    let network = SimulatedNetwork(timing: .betweenSteps, failingPages: [2, 3, 5])
    let run = try await DemoRun.run(
      .users, keys: script.joined(separator: ","), height: 12, network: network
    ) { app in
      guard let screen = app.screen as? PagedUsersScreen else { return }
      let ids = screen.provider.snapshot.itemIdentifiers
      duplicates += ids.count - Set(ids).count
    }
    #expect(run.violations.isEmpty, "\(script)")
    #expect(run.problems.isEmpty, "\(script)")
    #expect(run.diagnostics.isEmpty, "\(script)")
    #expect(duplicates == 0)
    #expect(run.batches > 0)
  }
}
