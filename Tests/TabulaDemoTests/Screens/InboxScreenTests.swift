import Tabula
import Testing

@testable import TabulaDemo

/// The inbox (`--screen inbox`): swipes and a menu on the terminal list, every action an
/// undoable edit of the messages, prefetching in the footer line.
@MainActor
struct InboxScreenTests {
  /// Runs a script on the inbox.
  private func run(_ keys: String, height: Int = 20) async throws -> DemoRun {
    try await DemoRun.run(.inbox, keys: keys, height: height)
  }

  /// The inbox's list screen at the end of a run.
  private func screen(of run: DemoRun) throws -> ListScreen<EditableList<ListSection, InboxMessage>>
  {
    try #require(run.app.screen as? ListScreen<EditableList<ListSection, InboxMessage>>)
  }

  @Test func `a trailing swipe shows Flag and Delete; 2 deletes, and u brings the message back`()
    async throws
  {
    let run = try await run("j,],2,u")
    #expect(run.frames[2].lines.contains { $0.hasSuffix("[1 Flag] [2 ✗ Delete]") })
    #expect(run.frames[2].lines.contains("1–2 choose, esc closes the swipe actions"))
    #expect(run.frames[3].lines.contains("Delete: “Build is green” from Grace"))
    #expect(run.frames[3].lines[0] == "Inbox: 17 messages, 6 unread")
    #expect(run.frames[4].lines.contains("Undid Delete"))
    let screen = try screen(of: run)
    #expect(screen.model.snapshot == Inbox.snapshot)
    #expect(screen.model.history.redoActionName == "Delete")
    expectClean(run)
  }

  @Test func `a leading swipe marks a message read, and undo marks it unread again`()
    async throws
  {
    let run = try await run("[,1,u")
    #expect(run.frames[1].lines.contains { $0.hasPrefix(" ❯ [1 Read] ● Ada · Lunch on Friday?") })
    #expect(run.frames[2].lines.contains("Read: “Lunch on Friday?” from Ada"))
    #expect(run.frames[2].lines.contains("~❯   Ada · Lunch on Friday?"))
    #expect(run.frames[3].lines.contains("Undid Mark as Read"))
    #expect(try screen(of: run).model.snapshot == Inbox.snapshot)
    expectClean(run)
  }

  @Test func `the menu opens in a box, a number chooses, and esc closes it`() async throws {
    let run = try await run("c,esc,c,1,u,c,4")
    #expect(run.frames[1].lines.contains("   │ 1 Reply        │"))
    #expect(run.frames[1].lines.contains("   │ 4 ✗ Delete     │"))
    #expect(run.frames[2].lines.contains("Closed the menu"))
    #expect(!run.frames[2].lines.contains { $0.contains("│") })
    // Reply inserts a draft at the top of today, as an undoable edit.
    #expect(run.frames[4].lines.contains("Reply: “Lunch on Friday?” from Ada"))
    #expect(run.frames[4].lines.contains("+    Me · Re: Lunch on Friday?"))
    #expect(run.frames[5].lines.contains("Undid Reply"))
    #expect(run.frames[7].lines[0] == "Inbox: 17 messages, 6 unread")
    let screen = try screen(of: run)
    #expect(screen.model.snapshot.path(of: 1) == nil)
    #expect(screen.model.history.undoActionName == "Delete")
    expectClean(run)
  }

  @Test func `another key closes the actions and does its own work; a stray number does nothing`()
    async throws
  {
    let run = try await run("],j,3,],9")
    #expect(run.frames[2].lines.contains { $0.hasPrefix(" ❯ ● Grace · Build is green") })
    #expect(!run.frames[2].lines.contains { $0.contains("[1 Flag]") })
    #expect(run.frames[3].lines.contains("The key 3 does nothing here; ? lists the keys"))
    #expect(run.frames[5].lines.contains("No action 9: 1–2 choose"))
    #expect(run.frames[5].lines.contains { $0.contains("[1 Flag]") })
    #expect(try screen(of: run).model.snapshot == Inbox.snapshot)
    expectClean(run, expectsBatches: false)
  }

  @Test func `the footer line shows the rows prefetched past the window as the cursor moves`()
    async throws
  {
    let run = try await run("pgdn,pgdn,pgup")
    let footers = run.frames.map { $0.lines[$0.lines.count - 3] }
    #expect(footers[0] == "   Prefetched: Benchmarks, Photos from the offsite, Weekend pla…")
    // Rows announced once are not announced again while they stay ahead.
    #expect(footers[1] == "   Prefetched: Server maintenance, Accessibility audit")
    #expect(footers[2] == "   Prefetched: Team dinner, Quarterly report, Welcome aboard")
    // Scrolling back up prefetches the rows above, nearest first.
    #expect(footers[3] == "   Prefetched: Benchmarks, Release checklist, Invoice 2231")
    expectClean(run, expectsBatches: false)
  }

  @Test func `while a filter is typed, a swipe flags the row and a reply shows if it matches`()
    async throws
  {
    let run = try await run("/lunch,],1,c,1,/")
    #expect(run.frames[2].lines.contains { $0.hasSuffix("[1 Flag] [2 ✗ Delete]") })
    #expect(run.frames[3].lines.contains("Flag: “Lunch on Friday?” from Ada"))
    #expect(run.frames[5].lines.contains { $0.contains("Me · Re: Lunch on Friday?") })
    #expect(run.frames[5].lines[0] == "Inbox: 2 messages, 1 unread")
    let model = try screen(of: run).model
    let lunch = try #require(model.snapshot.items.first { $0.subject == "Lunch on Friday?" })
    #expect(lunch.isFlagged)
    #expect(model.snapshot.numberOfItems == Inbox.snapshot.numberOfItems + 1)
    #expect(run.frames[6].lines[0] == "Inbox: 19 messages, 7 unread")
    expectClean(run)
  }

  @Test func `the same script prints the same frames on every run`() async throws {
    let keys = "j,],1,[,1,c,1,pgdn,c,4,pgup,u,u,r,],2,pgdn,pgdn,k,[,1"
    let first = try await run(keys)
    let second = try await run(keys)
    #expect(first.frames == second.frames)
  }

  @Test(arguments: 1...3)
  func `random keys never make an invalid batch or show a message twice`(seed: Int) async throws {
    let keys = [
      "j", "j", "k", "pgdn", "pgup", "[", "]", "]", "c", "c", "1", "2", "3", "4", "esc", "d",
      "u", "u", "r", "/a", "/",
    ]
    var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
    var script: [String] = []
    for _ in 0..<150 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      script.append(keys[Int((state >> 33) % UInt64(keys.count))])
    }
    var duplicates = 0
    var mismatches = 0
    let run = try await DemoRun.run(.inbox, keys: script.joined(separator: ","), height: 12) {
      app in
      guard let screen = app.screen as? ListScreen<EditableList<ListSection, InboxMessage>>
      else { return }
      let ids = screen.dataSource.snapshot.itemIdentifiers
      duplicates += ids.count - Set(ids).count
      if screen.query.isEmpty, screen.dataSource.snapshot != screen.model.snapshot {
        mismatches += 1
      }
    }
    #expect(run.violations.isEmpty, "\(script)")
    #expect(run.problems.isEmpty, "\(script)")
    #expect(run.diagnostics.isEmpty, "\(script)")
    #expect(duplicates == 0)
    #expect(mismatches == 0)
    #expect(run.batches > 0)
  }

  /// Every batch was legal, every row showed its item, nothing was recovered from.
  private func expectClean(
    _ run: DemoRun, expectsBatches: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(run.violations.isEmpty, "batch violations", sourceLocation: sourceLocation)
    #expect(run.problems.isEmpty, "problems", sourceLocation: sourceLocation)
    #expect(run.diagnostics.isEmpty, "diagnostics", sourceLocation: sourceLocation)
    if expectsBatches {
      #expect(run.batches > 0, "no batch was applied", sourceLocation: sourceLocation)
    }
  }
}
