#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size of the terminal, in columns and lines.
struct TerminalSize: Hashable, Sendable {
  /// The number of columns.
  var width: Int

  /// The number of lines.
  var height: Int

  /// The size the demo assumes when it cannot ask a terminal: 80 by 24.
  static let fallback = TerminalSize(width: 80, height: 24)

  /// The lines of a frame around the list: the title and a rule above, the status line and
  /// the key hints below.
  static let chromeHeight = 4

  /// The number of lines left for the list.
  var listHeight: Int { max(height - Self.chromeHeight, 1) }

  /// The size of the terminal on a file descriptor, asked with `ioctl(TIOCGWINSZ)`; `nil`
  /// if the descriptor is not a terminal or reports no size.
  ///
  /// - Parameter descriptor: A file descriptor, standard output by default.
  /// - Returns: The size, or `nil`.
  static func ofTerminal(_ descriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return TerminalSize(width: Int(size.ws_col), height: Int(size.ws_row))
  }

  /// The size to draw at: each dimension given on the command line wins, then the
  /// terminal's, then the fallback's.
  ///
  /// - Parameters:
  ///   - width: The width given with `--width`, if any.
  ///   - height: The height given with `--height`, if any.
  ///   - terminal: The terminal's size, if there is a terminal.
  /// - Returns: The size, at least 20 by 8.
  static func resolved(width: Int?, height: Int?, terminal: TerminalSize?) -> TerminalSize {
    let base = terminal ?? fallback
    return TerminalSize(width: max(width ?? base.width, 20), height: max(height ?? base.height, 8))
  }
}
