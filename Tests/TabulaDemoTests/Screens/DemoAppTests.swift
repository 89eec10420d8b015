import Tabula
import Testing

@testable import TabulaDemo

@MainActor
struct DemoAppTests {
  private func makeApp(_ start: ScreenID = .menu) -> DemoApp {
    DemoApp(navigator: Navigator(size: TerminalSize(width: 60, height: 16)), start: start)
  }

  @Test func `enter opens the screen under the cursor and q goes back, then quits`() {
    let app = makeApp()
    app.press(.character("j"))
    app.press(.enter)
    #expect(app.screen?.title.hasPrefix("Books (seed 001)") == true)
    #expect(app.navigator.stack.count == 2)
    app.press(.character("q"))
    #expect(app.navigator.stack.count == 1)
    #expect(!app.isFinished)
    app.press(.escape)
    #expect(app.isFinished)
  }

  @Test func `a filter is typed key by key, enter keeps it and esc clears it`() throws {
    let app = makeApp(.pokedex)
    app.press(.character("/"))
    for character in "chx" { app.press(.character(character)) }
    #expect(app.screen?.query == "chx")
    app.screen?.view.settle()
    #expect(app.frame(style: .plain).contains("   Nothing matches “chx”"))
    app.press(.backspace)
    #expect(app.draft == "ch")
    app.press(.enter)
    #expect(app.draft == nil)
    #expect(app.status == "Filter: ch")
    let screen = try #require(app.screen)
    #expect(screen.view.rowCount == 4)
    app.press(.character("/"))
    app.press(.escape)
    #expect(screen.query.isEmpty)
    #expect(screen.view.rowCount == 14)
  }

  @Test func `the menu lists every screen, the seeds' first, and opens the others too`()
    async throws
  {
    let run = try await DemoRun.run(.menu, keys: "G,enter,q,k,enter,q,k,enter", height: 40)
    let menu = run.frames[0].lines
    for id in ScreenID.allCases where id != .menu {
      #expect(
        menu.contains { $0.hasPrefix("   \(id.rawValue) ") || $0.hasPrefix(" ❯ \(id.rawValue) ") })
    }
    let beyond = try #require(menu.firstIndex(of: " BEYOND THE SEEDS"))
    #expect(menu.firstIndex { $0.contains("countries ") } ?? menu.count < beyond)
    #expect(run.frames[2].lines[0].hasPrefix("Places (live SQLite)"))
    #expect(run.frames[5].lines[0].hasPrefix("Chat #general"))
    #expect(run.frames[8].lines[0].hasPrefix("Inbox: "))
  }

  @Test func `esc clears a kept filter first, then goes back`() throws {
    let app = makeApp(.pokedex)
    app.press(.character("/"))
    for character in "ch" { app.press(.character(character)) }
    app.press(.enter)
    app.press(.escape)
    #expect(app.navigator.stack.count == 2)
    #expect(app.screen?.query == "")
    #expect(app.status == "Filter cleared")
    #expect(app.screen?.view.rowCount == 14)
    app.press(.escape)
    #expect(app.navigator.stack.count == 1)
  }

  @Test func `a title too long for a line wraps between words, and the list gives up the line`()
    throws
  {
    let app = DemoApp(
      navigator: Navigator(size: TerminalSize(width: 24, height: 16)), start: .books)
    let title = try #require(app.screen?.title)
    let frame = app.frame(style: .plain)
    let rule = try #require(frame.firstIndex { $0.hasPrefix("────") })
    #expect(rule > 1)
    #expect(frame[..<rule].joined(separator: " ") == title)
    #expect(frame[..<rule].allSatisfy { $0.count <= 24 && !$0.hasSuffix("…") })
    #expect(app.frame(style: .plain, padded: true).count == 16)
    #expect(app.screen?.view.height == 12 - (rule - 1))
  }

  @Test func `the keys' help wraps between words, under the column of actions`() throws {
    let app = DemoApp(
      navigator: Navigator(size: TerminalSize(width: 40, height: 60)), start: .books)
    app.press(.character("?"))
    // Below the title and its rule, above the status line and the keys.
    let help = app.frame(style: .plain).dropFirst(2).dropLast(2)
    #expect(help.allSatisfy { $0.count <= 40 && !$0.hasSuffix("…") })
    let move = try #require(help.firstIndex { $0.hasPrefix("  ↑ ↓  k j") })
    let next = help[move + 1]
    #expect(next.hasPrefix(String(repeating: " ", count: 12)) && next.dropFirst(12).first != " ")
    let words = help.joined(separator: " ").split(separator: " ")
    #expect(words.contains("(pgup,") && words.contains("row)"))
  }

  @Test func `question mark shows the keys until the next key`() {
    let app = makeApp(.books)
    app.press(.character("?"))
    #expect(app.frame(style: .plain).contains { $0.hasPrefix("  enter     open the row") })
    app.press(.character("d"))
    #expect(!app.showsHelp)
    #expect(app.screen?.view.rowCount == 10)
  }

  @Test func `a key that does nothing says so`() {
    let app = makeApp(.books)
    app.press(.character("z"))
    #expect(app.status == "The key z does nothing here; ? lists the keys")
  }

  @Test func `read-only lists refuse to delete, and moves wait for the filter to clear`() {
    let app = makeApp()
    app.press(.character("d"))
    #expect(app.status == "This list is read-only")
    let pokedex = makeApp(.pokedex)
    pokedex.perform(.filter("a"))
    pokedex.press(.character("m"))
    #expect(pokedex.status == "Clear the filter (/, then Esc) to move rows")
  }

  @Test func `a drag fits the terminal in colour, its marker green, and a filter ends it`() {
    let app = makeApp(.pokedex)
    app.press(.character("m"))
    app.press(.down)
    let colored = app.frame(style: .colored, padded: true)
    #expect(colored.count == 16)
    #expect(colored.contains { $0.hasPrefix("\u{1B}[32;1m ❯ ──── drop here") })
    #expect(app.frame(style: .plain).last == "↑↓ choose where  ⏎ drop  esc cancel")
    app.perform(.filter("pi"))
    #expect(app.screen?.view.drag == nil)
    #expect(app.frame(style: .plain).last?.hasPrefix("? help") == true)
  }

  @Test func `every frame fits the terminal, in plain text and in colour`() {
    let app = makeApp(.customer)
    let plain = app.frame(style: .plain)
    #expect(plain.allSatisfy { $0.count <= 60 })
    #expect(plain.count <= 16)
    #expect(app.frame(style: .colored, padded: true).count == 16)
  }
}
