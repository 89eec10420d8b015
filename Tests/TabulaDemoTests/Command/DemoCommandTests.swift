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
