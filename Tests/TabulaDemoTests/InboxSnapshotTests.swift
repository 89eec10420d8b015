import SnapshotTesting
import Testing

@testable import TabulaDemo

/// The inbox (`--screen inbox`), driven by scripts as `tabula-demo --screen inbox --keys …`
/// drives it: swipes, the menu and prefetching each have a committed frame in
/// `__Snapshots__`.
@MainActor
struct InboxSnapshotTests {
  @Test func `inbox: swipes from both edges, a swiped delete and its undo`() async throws {
    let run = try await DemoRun.run(.inbox, keys: "j,],2,u,[,1")
    assertSnapshot(of: run.text(0), as: .lines, named: "initial")
    assertSnapshot(of: run.text(2), as: .lines, named: "trailing-swipe")
    assertSnapshot(of: run.text(3), as: .lines, named: "after-delete")
    assertSnapshot(of: run.text(4), as: .lines, named: "after-undo")
    assertSnapshot(of: run.text(5), as: .lines, named: "leading-swipe")
    assertSnapshot(of: run.text(6), as: .lines, named: "after-read")
    expectClean(run)
  }

  @Test func `inbox: the menu below a row, above one near the bottom, and a reply`()
    async throws
  {
    let run = try await DemoRun.run(.inbox, keys: "c,1,pgdn,pgdn,k,c,2")
    assertSnapshot(of: run.text(1), as: .lines, named: "menu")
    assertSnapshot(of: run.text(2), as: .lines, named: "after-reply")
    assertSnapshot(of: run.text(6), as: .lines, named: "menu-above-the-row")
    assertSnapshot(of: run.text(7), as: .lines, named: "after-flag")
    expectClean(run)
  }

  @Test func `inbox: prefetching past the window, down then up`() async throws {
    let run = try await DemoRun.run(.inbox, keys: "pgdn,pgdn,pgup")
    assertSnapshot(of: run.text(1), as: .lines, named: "prefetched-down")
    assertSnapshot(of: run.text(3), as: .lines, named: "prefetched-up")
    #expect(run.violations.isEmpty && run.problems.isEmpty && run.diagnostics.isEmpty)
  }

  /// Every batch was legal, every row showed its item, nothing was recovered from.
  private func expectClean(_ run: DemoRun, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(run.violations.isEmpty, "batch violations", sourceLocation: sourceLocation)
    #expect(run.problems.isEmpty, "problems", sourceLocation: sourceLocation)
    #expect(run.diagnostics.isEmpty, "diagnostics", sourceLocation: sourceLocation)
    #expect(run.batches > 0, "no batch was applied", sourceLocation: sourceLocation)
  }
}
