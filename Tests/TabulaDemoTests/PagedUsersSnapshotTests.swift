import SnapshotTesting
import Tabula
import Testing

@testable import TabulaDemo

/// The users screen with `--paged`, driven by a script as
/// `tabula-demo --screen users --paged --keys …` drives it: each state of the paging has a
/// committed frame in `__Snapshots__`. Pages arrive when the next step starts, so every run
/// draws the same frames.
@MainActor
struct PagedUsersSnapshotTests {
  /// Runs a script on the paged users screen, with these pages failing once.
  private func run(_ keys: String, failing: Set<Int> = []) async throws -> DemoRun {
    let network = SimulatedNetwork(timing: .betweenSteps, failingPages: failing)
    return try await DemoRun.run(.users, keys: keys, network: network)
  }

  @Test func `000 users, paged: first page, loading more, a failed page and its retry`()
    async throws
  {
    let run = try await run("wait,pgdn,pgdn,pgdn,pgdn,wait,pgdn,t,wait", failing: [2])
    #expect(run.frames[0].lines.contains("   Loading users…"))
    #expect(run.frames[5].lines.contains("   Loading more…"))
    #expect(
      run.frames[6].lines.contains("   Page 2 failed: 503 Service Unavailable · t to retry"))
    #expect(run.frames[9].lines[0] == "Users (seed 000): 60 of 1000 loaded, 30 a page")
    assertSnapshot(of: run.text(0), as: .lines, named: "loading-first-page")
    assertSnapshot(of: run.text(1), as: .lines, named: "first-page")
    assertSnapshot(of: run.text(5), as: .lines, named: "loading-more")
    assertSnapshot(of: run.text(6), as: .lines, named: "failed-page")
    assertSnapshot(of: run.text(8), as: .lines, named: "retrying")
    assertSnapshot(of: run.text(9), as: .lines, named: "retry-succeeded")
    expectClean(run)
  }

  @Test func `000 users, paged: a failed first page and its retry`() async throws {
    let run = try await run("wait,t,wait", failing: [1])
    #expect(run.frames[1].lines[0] == "Users (seed 000): 0 loaded, 30 a page")
    assertSnapshot(of: run.text(1), as: .lines, named: "failed-first-page")
    assertSnapshot(of: run.text(3), as: .lines, named: "after-retry")
    expectClean(run)
  }

  @Test func `000 users, paged: refresh shows the first page alone, then loads on`()
    async throws
  {
    let run = try await run("wait,pgdn,pgdn,pgdn,pgdn,wait,pgdn,pgdn,f,wait,wait")
    #expect(run.frames[8].lines[0] == "Users (seed 000): 60 of 1000 loaded, 30 a page")
    #expect(run.frames[9].lines.contains("   Refreshing…"))
    #expect(run.frames[10].lines[0] == "Users (seed 000): 30 of 1000 loaded, 30 a page")
    // NB: the cursor lands on the last row of the first page, near the end: page 2 loads.
    #expect(run.frames[10].lines.contains("   Loading more…"))
    #expect(run.frames[11].lines[0] == "Users (seed 000): 60 of 1000 loaded, 30 a page")
    assertSnapshot(of: run.text(8), as: .lines, named: "before-refresh")
    assertSnapshot(of: run.text(9), as: .lines, named: "refreshing")
    assertSnapshot(of: run.text(10), as: .lines, named: "refreshed")
    assertSnapshot(of: run.text(11), as: .lines, named: "next-page-again")
    expectClean(run)
  }

  @Test func `000 users, paged: a search loads its last page and ends the list`() async throws {
    let run = try await run("wait,/it,wait,pgdn,pgdn,pgdn,pgdn,wait")
    #expect(run.frames[8].lines.contains("   End of list"))
    assertSnapshot(of: run.text(2), as: .lines, named: "searching")
    assertSnapshot(of: run.text(3), as: .lines, named: "search-first-page")
    assertSnapshot(of: run.text(8), as: .lines, named: "end-of-list")
    expectClean(run)
  }

  /// Every batch was legal, every row showed its item, nothing was recovered from.
  private func expectClean(_ run: DemoRun, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(run.violations.isEmpty, "batch violations", sourceLocation: sourceLocation)
    #expect(run.problems.isEmpty, "problems", sourceLocation: sourceLocation)
    #expect(run.diagnostics.isEmpty, "diagnostics", sourceLocation: sourceLocation)
    #expect(run.batches > 0, "no batch was applied", sourceLocation: sourceLocation)
  }
}
