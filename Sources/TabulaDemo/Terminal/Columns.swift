/// Fits text into a number of terminal columns: lines are cut, never wrapped.
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
}
