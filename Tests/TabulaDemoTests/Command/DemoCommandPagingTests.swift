import ArgumentParser
import Testing

@testable import TabulaDemo

@MainActor
struct DemoCommandPagingTests {
  @Test func `--paged, --fail-pages and --page-delay set up the paged users search`() throws {
    let command = try DemoCommand.parse(["--paged", "--fail-pages", "2, 5", "--page-delay", "50"])
    #expect(command.paged)
    #expect(command.failPages == [2, 5])
    #expect(command.pageDelay == 50)
    let network = try #require(command.makeNetwork(isScripted: false))
    #expect(network.timing == .delay(.milliseconds(50)))
    #expect(network.failingPages == [2, 5])
  }

  @Test func `a scripted run loads pages between steps, never after a delay`() throws {
    let command = try DemoCommand.parse(["--fail-pages", "3", "--keys", "wait,t"])
    #expect(command.isPaged)
    #expect(command.makeNetwork(isScripted: true)?.timing == .betweenSteps)
  }

  @Test func `without a paging option the users screen shows the recorded search`() throws {
    let command = try DemoCommand.parse(["--screen", "users"])
    #expect(!command.isPaged)
    #expect(command.makeNetwork(isScripted: true) == nil)
  }

  @Test func `a page that is not a number from 1, or a negative delay, is refused`() {
    #expect(throws: (any Error).self) { try DemoCommand.parse(["--fail-pages", "0"]) }
    #expect(throws: (any Error).self) { try DemoCommand.parse(["--fail-pages", "2,x"]) }
    #expect(throws: (any Error).self) { try DemoCommand.parse(["--page-delay", "-1"]) }
  }

  @Test func `the help and the keys screen document the paging keys, flags and wait step`()
    throws
  {
    let help = DemoCommand.helpMessage()
    for text in ["--paged", "--fail-pages", "--page-delay", "PAGED USERS", "t to retry", "wait"] {
      #expect(help.contains(text), "\(text)")
    }
    #expect(KeyHelp.lines().contains { $0.hasPrefix("t  f") && $0.contains("refresh") })
    #expect(KeyHelp.keysByName["t"] == .character("t"))
    #expect(KeyHelp.keysByName["f"] == .character("f"))
    #expect(
      try ScriptStep.parse("wait,t,f") == [.wait, .key(.character("t")), .key(.character("f"))])
  }

  @Test func `t and f on a list that does not page say so`() {
    let app = DemoApp(
      navigator: Navigator(size: TerminalSize(width: 60, height: 16)), start: .books)
    app.press(.character("t"))
    #expect(app.status == "This list does not load pages: nothing to retry")
    app.press(.character("f"))
    #expect(app.status == "This list does not load pages: nothing to refresh")
  }
}
