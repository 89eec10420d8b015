import ArgumentParser

// MARK: - DemoCommand + Main

extension DemoCommand {
  /// Parses the arguments and runs the demo; returns the process's exit status.
  ///
  /// Parsing errors return 2 (not ArgumentParser's 64), after printing the message, the valid
  /// screens or keys, and the usage; `--help` prints the help and exits with 0.
  ///
  /// - Parameter arguments: The command-line arguments, without the program's name.
  /// - Returns: The exit status.
  package static func run(arguments: [String]) async -> Int32 {
    let command: DemoCommand
    do {
      command = try DemoCommand.parse(arguments)
    } catch {
      if DemoCommand.exitCode(for: error) == .success { DemoCommand.exit(withError: error) }
      TerminalOutput.sendError(DemoCommand.fullMessage(for: error))
      return 2
    }
    return await command.start()
  }
}
