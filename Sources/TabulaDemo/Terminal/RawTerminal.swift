#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's settings before the demo changed them, for the signal handlers; written
/// once on the main thread before any handler is installed.
nonisolated(unsafe) private var savedAttributes = termios()

/// Whether the terminal is in raw mode, for the signal handlers.
nonisolated(unsafe) private var isRaw = false

/// Puts the terminal in raw mode for the interactive demo, and always puts it back: on a
/// normal exit, on Ctrl-C (`SIGINT`), and on `SIGTERM` and `SIGHUP`.
///
/// Raw mode here turns off line buffering, echo, `IXON` flow control and the translation of
/// return to line feed; signals stay on, so that Ctrl-C reaches the handler, which restores
/// the settings and the screen and exits with status 130.
enum RawTerminal {
  /// Switches standard input to raw mode and the screen to the alternate screen.
  ///
  /// - Returns: `false`, changing nothing, if standard input is not a terminal.
  @MainActor
  static func enable() -> Bool {
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &savedAttributes) == 0 else {
      return false
    }
    var raw = savedAttributes
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    isRaw = true
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber) { number in
        if isRaw { tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributes) }
        let reset: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        _ = reset.withUTF8Buffer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        _exit(128 + number)
      }
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    TerminalOutput.send(ANSIStyle.enterScreen)
    return true
  }

  /// Restores the settings and the screen as they were before ``enable()``.
  @MainActor
  static func restore() {
    guard isRaw else { return }
    TerminalOutput.send(ANSIStyle.leaveScreen)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributes)
    isRaw = false
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] { signal(signalNumber, SIG_DFL) }
  }
}
