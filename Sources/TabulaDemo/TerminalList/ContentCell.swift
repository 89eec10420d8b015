@_spi(Surfaces) import Tabula

/// The terminal's standard cell: it shows a ``CellContent`` in the layout of a ``CellContent/Style``,
/// as `UITableViewCell` shows its labels.
///
/// - `default`: the text; `value1`: the text, the secondary text flush right; `value2`: the
///   secondary text in a narrow leading column, then the text; `subtitle`: the text, and the
///   secondary text indented on a second line.
/// - The accessory trails the first line: `›` for a disclosure indicator, `✓` for a
///   checkmark, `ⓘ` for a detail button.
@MainActor
final class ContentCell: TerminalCell {
  /// What the cell shows.
  private(set) var content = CellContent()

  /// How the cell lays its labels out.
  private(set) var style = CellContent.Style.default

  /// How many times the cell was configured; a reused cell counts on.
  private(set) var configurationCount = 0

  /// Creates an empty cell.
  init() {}

  /// Shows `content` in the layout of `style`.
  ///
  /// - Parameters:
  ///   - content: What a configure closure filled in.
  ///   - style: The layout of the labels.
  func show(_ content: CellContent, style: CellContent.Style) {
    self.content = content
    self.style = style
    configurationCount += 1
  }

  /// The cell's lines: one, or two for the subtitle style.
  ///
  /// - Parameter width: The columns available.
  /// - Returns: The lines.
  func lines(width: Int) -> [String] {
    let text = content.text ?? ""
    let secondary = content.secondaryText ?? ""
    let accessory = Self.symbol(for: content.accessory).map { " " + $0 } ?? ""
    let room = width - accessory.count
    switch style {
    case .default:
      return [Columns.padded(text, to: room) + accessory]
    case .value1:
      return [Columns.padded(Columns.spread(text, secondary, width: room), to: room) + accessory]
    case .value2:
      let label = Columns.padded(secondary, to: min(12, max(room / 3, 0)))
      return [Columns.padded(label + "  " + text, to: room) + accessory]
    case .subtitle:
      return [
        Columns.padded(text, to: room) + accessory, Columns.truncated("  " + secondary, to: width),
      ]
    }
  }

  /// Forgets what the cell showed.
  func prepareForReuse() {
    content = CellContent()
  }

  private static func symbol(for accessory: CellContent.Accessory) -> String? {
    switch accessory {
    case .none: nil
    case .disclosureIndicator: "›"
    case .checkmark: "✓"
    case .detailButton: "ⓘ"
    }
  }
}
