#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - DemoCommand + Start

extension DemoCommand {
  /// Runs the demo in the mode the arguments and the terminal call for.
  ///
  /// - Returns: The exit status: 0, 1 if the countries list cannot be built, 2 for unknown
  ///   keys on standard input.
  @MainActor
  func start() async -> Int32 {
    let inputIsTerminal = isatty(STDIN_FILENO) == 1
    let outputIsTerminal = isatty(STDOUT_FILENO) == 1
    let hasArguments =
      screen != nil || keys != nil || width != nil || height != nil || database != nil
      || isPaged
    if !hasArguments, !outputIsTerminal { return printCountries() }
    var steps: [ScriptStep]?
    do {
      if let keys {
        steps = try ScriptStep.parse(keys)
      } else if !inputIsTerminal {
        steps = try ScriptStep.parse(TerminalInput.readAll())
      } else if !outputIsTerminal {
        steps = []
      }
    } catch {
      TerminalOutput.sendError("tabula-demo: \(error)")
      return 2
    }
    let size = TerminalSize.resolved(
      width: width, height: height, terminal: outputIsTerminal ? .ofTerminal() : nil)
    let navigator = Navigator(
      size: size, databasePath: database, network: makeNetwork(isScripted: steps != nil),
      networkTiming: networkTiming(isScripted: steps != nil))
    let app = DemoApp(navigator: navigator, start: screen ?? .menu)
    if let steps {
      let frames = await ScriptRunner.run(steps, on: app)
      for (number, frame) in frames.enumerated() { print(frame.text(number: number)) }
      return 0
    }
    let session = InteractiveSession(app: app, followsTerminalSize: width == nil && height == nil)
    _ = await session.run()
    return 0
  }

  /// Prints the countries list as plain text, as `swift run tabula-demo | tee` shows it.
  @MainActor
  private func printCountries() -> Int32 {
    do {
      for line in try Self.countriesScreen() { print(line) }
      return 0
    } catch {
      TerminalOutput.sendError("tabula-demo: \(error)")
      return 1
    }
  }
}
