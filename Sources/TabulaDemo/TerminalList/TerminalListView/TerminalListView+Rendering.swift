@_spi(Surfaces) import Tabula

// MARK: - TerminalListView + Rendering

extension TerminalListView {
  /// The lines in the window, each at most ``width`` columns: headers in capitals, rows
  /// indented behind a gutter of their mark and the cursor (``cursorMark``; and in an outline by level, behind
  /// their disclosure control), ghosts marked `-`, footers in parentheses, then the list's
  /// ``footer``, if any, faint. Plain lines are never padded; the list shows its empty text
  /// when it has no rows.
  ///
  /// - Parameter style: Plain text, or text with ANSI colours.
  /// - Returns: At most ``height`` lines.
  func render(style: RenderStyle) -> [String] {
    layoutIfNeeded()
    var lines: [String]
    if rowCount == 0, let emptyText, displayLines.isEmpty {
      lines = [Columns.truncated("   " + emptyText, to: width)]
    } else {
      lines = windowLines.map { line in
        let (text, codes) = text(of: line)
        return styled(text, codes, style: style)
      }
      lines = overlayingShownActions(on: lines, style: style)
    }
    if let footer { lines.append(styled("   " + footer, [ANSIStyle.faint], style: style)) }
    return lines
  }

  /// A line cut to the width, without trailing spaces when plain, padded and coloured
  /// otherwise.
  func styled(_ text: String, _ codes: [Int], style: RenderStyle) -> String {
    switch style {
    case .plain:
      String(Columns.truncated(text, to: width).reversed().drop { $0 == " " }.reversed())
    case .colored:
      ANSIStyle.styled(Columns.padded(text, to: width), codes)
    }
  }

  /// The text of a display line and its rendition codes.
  func text(of line: DisplayLine) -> (String, [Int]) {
    switch line {
    case .gap:
      return ("", [])
    case .header(let section):
      let mark = sections[section].mark
      let header = (titles(section).header ?? "").uppercased()
      return (String(mark?.rawValue ?? " ") + header, [ANSIStyle.bold] + codes(for: mark))
    case .footer(let section):
      return ("   (" + (titles(section).footer ?? "") + ")", [ANSIStyle.faint])
    case .ghost(let ghost, let index):
      let text =
        ghost.isHeader
        ? String(RowMark.deleted.rawValue) + ghost.lines[index].uppercased()
        : gutter(RowMark.deleted.rawValue, cursor: false) + ghost.lines[index]
      return (text, codes(for: .deleted))
    case .row(let path, let index):
      let row = sections[path.section].rows[path.item]
      let isCursor = path == cursor && drag == nil
      let box = selectionBox(of: row, line: index)
      // NB: read as the line is drawn, not kept from the last layout: an item that gains its
      // first child while no shown row changes gets no batch, and still shows its control.
      let indent = Self.indentation(of: client?.outlineRow(at: path), line: index)
      let lines = (row.cell as? any TerminalCell).map {
        Self.fittedLines(of: $0, width: width - box.count - indent.count, rowHeight: rowHeight)
      }
      let text = box + indent + (lines?[index] ?? "")
      let lifted = isLifted(row)
      let mark = lifted ? Self.liftedMark : row.mark?.rawValue
      let gutter = gutter(mark, cursor: isCursor && index == 0)
      let codes = lifted ? [ANSIStyle.faint] : codes(for: row.mark)
      return (gutter + text, codes + (isCursor ? [ANSIStyle.reverse] : []))
    case .dropMarker:
      return (gutter(nil, cursor: true) + dropMarkerText, dropMarkerCodes)
    }
  }

  /// The mark of the cursor's row, and of the drop marker while rows are dragged: unlike
  /// an outline's disclosure marks (`▸` and `▾`), so that a cursor on a collapsed row reads
  /// `❯ ▸ Kenya`.
  static let cursorMark: Character = "❯"

  // MARK: Private

  private func gutter(_ mark: Character?, cursor: Bool) -> String {
    String(mark ?? " ") + String(cursor ? Self.cursorMark : " ") + " "
  }

  private func codes(for mark: RowMark?) -> [Int] {
    switch mark {
    case nil: []
    case .inserted: [ANSIStyle.green]
    case .deleted: [ANSIStyle.red, ANSIStyle.crossedOut]
    case .moved: [ANSIStyle.yellow]
    case .updated: [ANSIStyle.cyan]
    }
  }
}
