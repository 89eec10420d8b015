/// Fits text into a number of terminal columns: the content of rows is cut; what the demo
/// writes itself (titles, help) is wrapped between words.
///
/// Every character counts as one column, which holds for the demo's texts (Latin letters,
/// accents, a few symbols such as `›` and `★`).
enum Columns {
  /// `text` cut to `width` columns, ending in an ellipsis when cut.
  ///
  /// - Parameters:
  ///   - text: The text to fit.
  ///   - width: The number of columns available; zero or less gives an empty string.
  /// - Returns: The text, at most `width` characters long.
  static func truncated(_ text: String, to width: Int) -> String {
    guard text.count > width else { return text }
    guard width > 1 else { return String(text.prefix(max(width, 0))) }
    return String(text.prefix(width - 1)) + "…"
  }

  /// `text` cut or padded with spaces to exactly `width` columns.
  ///
  /// - Parameters:
  ///   - text: The text to fit.
  ///   - width: The number of columns.
  /// - Returns: The text, exactly `max(width, 0)` characters long.
  static func padded(_ text: String, to width: Int) -> String {
    let fitted = truncated(text, to: width)
    return fitted + String(repeating: " ", count: max(width - fitted.count, 0))
  }

  /// `leading` and `trailing` on one line of `width` columns, `trailing` flush right; when
  /// both do not fit with two spaces between them, the trailing text is cut first.
  ///
  /// - Parameters:
  ///   - leading: The text at the start of the line.
  ///   - trailing: The text at the end of the line.
  ///   - width: The number of columns.
  /// - Returns: The line, at most `width` characters long.
  static func spread(_ leading: String, _ trailing: String, width: Int) -> String {
    guard !trailing.isEmpty else { return truncated(leading, to: width) }
    let gap = width - leading.count - trailing.count
    if gap >= 2 { return leading + String(repeating: " ", count: gap) + trailing }
    return truncated(leading + "  " + trailing, to: width)
  }

  /// `text` broken into lines of at most `width` columns, between words: each line ends at
  /// the last space that lets it fit, and the lines after the first start with
  /// `continuation`. A word longer than a whole line is broken where the line ends.
  ///
  /// ```swift
  /// Columns.wrapped("d  delete the row under the cursor", to: 20, continuation: "   ")
  /// // ["d  delete the row", "   under the cursor"]
  /// ```
  ///
  /// - Parameters:
  ///   - text: One line of text; its spaces are kept, but those where it breaks.
  ///   - width: The number of columns; at least one column more than `continuation` is used.
  ///   - continuation: What the lines after the first start with, such as an indentation.
  /// - Returns: The lines, at least one.
  static func wrapped(_ text: String, to width: Int, continuation: String = "") -> [String] {
    let width = max(width, continuation.count + 1)
    var lines: [String] = []
    var rest = Substring(text)
    var prefix = ""
    while prefix.count + rest.count > width {
      let room = width - prefix.count
      // The last space that leaves a line of at most `room` columns with a word on it; the
      // end of the room when there is none.
      let end = rest.index(rest.startIndex, offsetBy: room)
      let space = rest[rest.index(after: rest.startIndex)...end].lastIndex(of: " ")
      var line = space.map { trimmingTrailingSpaces(rest[..<$0]) } ?? ""
      if line.allSatisfy({ $0 == " " }) { line = String(rest[..<end]) }
      lines.append(prefix + line)
      rest = rest[rest.index(rest.startIndex, offsetBy: line.count)...].drop { $0 == " " }
      prefix = continuation
      if rest.isEmpty { return lines }
    }
    lines.append(prefix + rest)
    return lines
  }

  private static func trimmingTrailingSpaces(_ text: Substring) -> String {
    String(text.reversed().drop { $0 == " " }.reversed())
  }
}
