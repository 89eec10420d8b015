/// ANSI escape sequences for the interactive screen: select graphic rendition codes and the
/// few control sequences the demo needs.
enum ANSIStyle {
  /// Bold text.
  static let bold = 1
  /// Faint text.
  static let faint = 2
  /// Reverse video.
  static let reverse = 7
  /// Crossed-out text.
  static let crossedOut = 9
  /// Red foreground.
  static let red = 31
  /// Green foreground.
  static let green = 32
  /// Yellow foreground.
  static let yellow = 33
  /// Cyan foreground.
  static let cyan = 36

  /// `text` drawn with the given rendition codes, then back to normal; `text` itself when
  /// there are no codes.
  ///
  /// - Parameters:
  ///   - text: The text, already cut to its columns (escape sequences take none).
  ///   - codes: Select graphic rendition codes.
  /// - Returns: The text wrapped in escape sequences.
  static func styled(_ text: String, _ codes: [Int]) -> String {
    guard !codes.isEmpty else { return text }
    return "\u{1B}[" + codes.map(String.init).joined(separator: ";") + "m" + text + "\u{1B}[0m"
  }

  /// Switches to the alternate screen and hides the cursor.
  static let enterScreen = "\u{1B}[?1049h\u{1B}[?25l"

  /// Shows the cursor and switches back to the normal screen.
  static let leaveScreen = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// Moves the cursor to the top left corner.
  static let home = "\u{1B}[H"

  /// Clears from the cursor to the end of the line.
  static let clearLine = "\u{1B}[K"

  /// Clears from the cursor to the end of the screen.
  static let clearBelow = "\u{1B}[J"
}
