import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Parsing errors exit with status 2 (not ArgumentParser's 64), with the message, the valid
// screens or keys, and the usage; `--help` prints the help and exits with 0.
let command: DemoCommand
do {
  command = try DemoCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  if DemoCommand.exitCode(for: error) == .success { DemoCommand.exit(withError: error) }
  TerminalOutput.sendError(DemoCommand.fullMessage(for: error))
  exit(2)
}
exit(await command.start())
