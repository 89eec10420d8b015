import Tabula

/// A row of the text surface: it shows a ``CellContent`` as one line.
@MainActor
final class TextCell {
  /// What the cell shows.
  var content = CellContent()

  /// How many times the cell has been given an item; a reused cell counts on.
  private(set) var configurationCount = 0

  /// Shows `content`, as a configure closure filled it in.
  func show(_ content: CellContent) {
    self.content = content
    configurationCount += 1
  }

  /// The cell as a line of at most `width` characters: the text, and the secondary text
  /// trailing when the style puts it on the same line.
  func line(width: Int, style: CellContent.Style) -> String {
    let text = content.text ?? ""
    guard let secondary = content.secondaryText, !secondary.isEmpty else {
      return Self.truncated(text, to: width)
    }
    switch style {
    case .value1, .value2:
      let gap = width - text.count - secondary.count
      guard gap >= 2 else { return Self.truncated(text + "  " + secondary, to: width) }
      return text + String(repeating: " ", count: gap) + secondary
    case .default, .subtitle:
      return Self.truncated(text + " — " + secondary, to: width)
    }
  }

  /// `text` cut to `width` characters, ending in an ellipsis when cut.
  static func truncated(_ text: String, to width: Int) -> String {
    guard text.count > width else { return text }
    guard width > 1 else { return String(text.prefix(max(width, 0))) }
    return String(text.prefix(width - 1)) + "…"
  }
}
