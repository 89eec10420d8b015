#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads what the user typed, without waiting when nothing was typed.
enum TerminalInput {
  /// The keys typed since the last call; none if nothing is waiting on standard input.
  ///
  /// - Returns: The keys, in order.
  static func availableKeys() -> [Key] {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 0) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(STDIN_FILENO, &buffer, buffer.count)
    guard count > 0 else { return [.interrupt] }
    return Key.parse(Array(buffer.prefix(count)))
  }

  /// Everything on standard input until its end, as text: keys piped to a scripted run.
  ///
  /// - Returns: The text.
  static func readAll() -> String {
    var lines: [String] = []
    while let line = readLine() { lines.append(line) }
    return lines.joined(separator: "\n")
  }
}
