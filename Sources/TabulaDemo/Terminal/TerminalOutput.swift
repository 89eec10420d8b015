#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes text straight to a file descriptor, unbuffered, so that a frame reaches the
/// terminal whole and before the terminal is restored.
enum TerminalOutput {
  /// Writes text to standard output.
  ///
  /// - Parameter text: The text, escape sequences included.
  static func send(_ text: String) {
    send(text, to: STDOUT_FILENO)
  }

  /// Writes a line to standard error.
  ///
  /// - Parameter line: The line, without its new line.
  static func sendError(_ line: String) {
    send(line + "\n", to: STDERR_FILENO)
  }

  private static func send(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }
}
