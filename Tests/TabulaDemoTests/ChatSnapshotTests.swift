import SnapshotTesting
import Tabula
import TabulaExampleModels
import Testing

@testable import TabulaDemo

/// What the chat screen showed when a frame was drawn.
private struct ChatFrame: Equatable {
  /// The message under the cursor.
  var cursor: ChatMessage.ID?
  /// The newest message.
  var newest: ChatMessage.ID?
  /// The messages that arrived out of view.
  var unseen: Int
  /// The provider's paging state.
  var state: PagingState?
}

/// The chat (`--screen chat`), driven by scripts as `tabula-demo --screen chat --keys …`
/// drives it: pages of older messages arrive when the next step starts, and messages arrive
/// with `n`, so every run draws the same frames, committed in `__Snapshots__`.
@MainActor
struct ChatSnapshotTests {
  /// Runs a script on the chat and records, after each frame, what the screen held.
  private func run(_ keys: String) async throws -> (run: DemoRun, frames: [ChatFrame]) {
    var frames: [ChatFrame] = []
    let run = try await DemoRun.run(.chat, keys: keys) { app in
      let screen = app.navigator.stack.compactMap { $0 as? ChatScreen }.first
      frames.append(
        ChatFrame(
          cursor: screen?.view.cursor.flatMap { screen?.dataSource.item(at: $0)?.id },
          newest: screen?.dataSource.snapshot.items.last?.id, unseen: screen?.unseen.count ?? 0,
          state: screen?.provider.pagingState))
    }
    return (run, frames)
  }

  @Test func `chat: opens at the newest message, at the bottom, with the cursor on it`()
    async throws
  {
    let (run, frames) = try await run("wait")
    #expect(run.frames[0].lines[0] == "Chat #general: loading the newest messages…")
    #expect(run.frames[0].lines.contains("   Loading the newest messages…"))
    #expect(run.frames[1].lines[0] == "Chat #general: 30 messages, older above")
    #expect(frames[1].cursor == ChatScreen.historyCount)
    #expect(frames[1].newest == ChatScreen.historyCount)
    // The cursor's row is the last one: its text, then the empty footer line.
    let cursorLine = try #require(run.frames[1].lines.firstIndex { $0.contains("❯") })
    #expect(run.frames[1].lines.count == cursorLine + 5)
    #expect(run.frames[1].lines[cursorLine + 2] == "")
    assertSnapshot(of: run.text(0), as: .lines, named: "loading")
    assertSnapshot(of: run.text(1), as: .lines, named: "newest-at-the-bottom")
    expectClean(run)
  }

  @Test func `chat: an earlier page goes in above without moving the messages on screen`()
    async throws
  {
    let (run, frames) = try await run("wait,pgup,pgup,pgup,pgup,wait,k")
    let loading = 5
    #expect(frames[loading].state == .loadingEarlierPage)
    #expect(frames[1..<loading].allSatisfy { $0.state == .endOfList })
    #expect(run.frames[loading].lines[0].hasSuffix(" · Loading earlier messages…"))
    #expect(run.frames[loading + 1].lines[0] == "Chat #general: 60 messages, older above")
    // The message under the cursor, and every line below the title, stay where they were.
    let before = try #require(run.frames[loading].lines.firstIndex { $0.contains("❯") })
    let after = try #require(run.frames[loading + 1].lines.firstIndex { $0.contains("❯") })
    #expect(before == after)
    #expect(run.frames[loading].lines[before] == run.frames[loading + 1].lines[after])
    #expect(frames[loading].cursor == frames[loading + 1].cursor)
    #expect(run.frames[loading].lines.dropFirst() == run.frames[loading + 1].lines.dropFirst())
    // The older messages are there, above: one more step up shows the one before.
    let cursor = try #require(frames[loading].cursor)
    #expect(frames[loading + 2].cursor == cursor - 1)
    let screen = try #require(run.app.screen as? ChatScreen)
    #expect(screen.server.network.requestedPages == [1, 2])
    assertSnapshot(of: run.text(loading), as: .lines, named: "loading-earlier")
    assertSnapshot(of: run.text(loading + 1), as: .lines, named: "earlier-page-arrived")
    assertSnapshot(of: run.text(loading + 2), as: .lines, named: "one-up-into-the-page")
    expectClean(run)
  }

  @Test func `chat: a new message at the bottom shows and takes the cursor with it`()
    async throws
  {
    let (run, frames) = try await run("wait,n,n")
    #expect(frames.map(\.cursor) == [nil, 300, 301, 302])
    #expect(frames.map(\.unseen) == [0, 0, 0, 0])
    #expect(run.frames[3].lines[0] == "Chat #general: 32 messages, older above")
    let cursorLine = try #require(run.frames[3].lines.firstIndex { $0.contains("❯") })
    #expect(run.frames[3].lines[cursorLine].hasPrefix("+❯ "))
    #expect(run.frames[3].lines.count == cursorLine + 5)
    #expect(!run.frames[3].joined.contains("new message"))
    assertSnapshot(of: run.text(2), as: .lines, named: "first-new-message")
    assertSnapshot(of: run.text(3), as: .lines, named: "second-new-message")
    expectClean(run)
  }

  @Test func `chat: new messages while reading history leave the view alone, counted below`()
    async throws
  {
    let (run, frames) = try await run("wait,pgup,pgup,n,n,n,j,G")
    let reading = 3
    #expect(frames[reading...].prefix(4).map(\.unseen) == [0, 1, 2, 3])
    #expect(frames[reading + 3].cursor == frames[reading].cursor)
    // Every message line stays; only the footer line and the count in the title change.
    for arrival in 1...3 {
      #expect(run.frames[reading + arrival].listLines == run.frames[reading].listLines)
    }
    #expect(run.frames[reading].footer == "")
    #expect(run.frames[reading + 3].footer == "   ↓ 3 new messages · G shows the newest")
    #expect(run.frames[reading + 4].footer == "   ↓ 3 new messages · G shows the newest")
    #expect(frames[reading + 5].cursor == 303)
    #expect(frames[reading + 5].unseen == 0)
    #expect(run.frames[reading + 5].footer == "")
    assertSnapshot(of: run.text(reading), as: .lines, named: "reading-history")
    assertSnapshot(of: run.text(reading + 3), as: .lines, named: "three-new-below")
    assertSnapshot(of: run.text(reading + 5), as: .lines, named: "jumped-to-the-newest")
    expectClean(run)
  }

  @Test func `chat: sending a message from history shows it at the bottom, under the cursor`()
    async throws
  {
    let (run, frames) = try await run("wait,pgup,pgup,n,s")
    let sent = 5
    #expect(frames[sent - 1].unseen == 1)
    #expect(frames[sent].cursor == 302)
    #expect(frames[sent].unseen == 0)
    let cursorLine = try #require(run.frames[sent].lines.firstIndex { $0.contains("❯") })
    #expect(run.frames[sent].lines[cursorLine].hasPrefix("+❯ Me · "))
    #expect(run.frames[sent].lines[cursorLine + 1] == "+    On my way")
    #expect(run.frames[sent].lines.contains("Sent “On my way”"))
    #expect(run.frames[sent].footer == "")
    assertSnapshot(of: run.text(sent - 1), as: .lines, named: "one-new-below")
    assertSnapshot(of: run.text(sent), as: .lines, named: "sent")
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

extension ScriptFrame {
  /// The frame's lines as one text.
  fileprivate var joined: String { lines.joined(separator: "\n") }

  /// The lines of the list's window: below the title and its rule, above the footer line,
  /// the status line and the keys.
  fileprivate var listLines: ArraySlice<String> { lines.dropFirst(2).dropLast(3) }

  /// The list's footer line: above the status line and the keys.
  fileprivate var footer: String? { lines.dropLast(2).last }
}
