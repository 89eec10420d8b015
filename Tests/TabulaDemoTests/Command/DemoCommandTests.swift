import ArgumentParser
import Testing

@testable import TabulaDemo

struct DemoCommandTests {
  @Test func `the options name the screen, the keys, the size and the database`() throws {
    let command = try DemoCommand.parse([
      "--screen", "pokedex", "--keys", "d,u", "--width", "50", "--height", "12",
      "--database", "/tmp/c.sqlite",
    ])
    #expect(command.screen == .pokedex)
    #expect(command.keys == "d,u")
    #expect(command.width == 50 && command.height == 12)
    #expect(command.database == "/tmp/c.sqlite")
  }

  @Test func `an unknown screen is refused with the list of screens`() {
    #expect(throws: (any Error).self) { try DemoCommand.parse(["--screen", "nope"]) }
    do {
      _ = try DemoCommand.parse(["--screen", "nope"])
    } catch {
      let message = DemoCommand.fullMessage(for: error)
      for screen in ScreenID.allCases { #expect(message.contains("- \(screen.rawValue)")) }
      #expect(DemoCommand.exitCode(for: error) != .success)
    }
  }

  @Test func `an unknown key is refused before anything runs, with the valid keys`() {
    do {
      _ = try DemoCommand.parse(["--keys", "d,zz"])
      Issue.record("the keys were accepted")
    } catch {
      let message = DemoCommand.fullMessage(for: error)
      #expect(message.contains("unknown key 'zz'. Valid keys: up down"))
    }
  }

  @Test func `the help lists every screen and every key`() {
    let help = DemoCommand.helpMessage()
    for screen in ScreenID.allCases { #expect(help.contains("  \(screen.rawValue) ")) }
    for name in KeyHelp.scriptNames { #expect(help.contains(name)) }
    #expect(help.contains("SCRIPTED MODE"))
  }

  @Test(arguments: [50, 60, 80, 100, 200])
  func `the help wraps between words, every line shorter than the width`(width: Int) {
    let lines = DemoCommand.helpText(width: width).split(separator: "\n")
    #expect(lines.allSatisfy { $0.count < width })
    // The same words in the same order as unwrapped: no word is cut, none is lost.
    let unwrapped = DemoCommand.helpText(width: 10_000)
    #expect(
      lines.flatMap { $0.split(separator: " ") } == unwrapped.split { $0 == " " || $0 == "\n" })
    // A paragraph's lines after its first keep its indentation.
    let pages = lines.firstIndex { $0.hasPrefix("  The users search pages") }
    #expect(pages.map { lines[$0 + 1].hasPrefix("  ") } == true)
  }

  @Test func `--help prints the help as wrapped, which ArgumentParser leaves as it is`() {
    let width = DemoCommand.helpWidth
    #expect(DemoCommand.helpMessage(columns: width).contains(DemoCommand.helpText(width: width)))
  }

  @Test func `the size comes from the options, then the terminal, then 80 by 24`() {
    let terminal = TerminalSize(width: 120, height: 40)
    #expect(TerminalSize.resolved(width: nil, height: nil, terminal: nil) == .fallback)
    #expect(TerminalSize.resolved(width: nil, height: nil, terminal: terminal) == terminal)
    #expect(
      TerminalSize.resolved(width: 60, height: nil, terminal: terminal)
        == TerminalSize(width: 60, height: 40))
    #expect(TerminalSize.fallback == TerminalSize(width: 80, height: 24))
  }
}
