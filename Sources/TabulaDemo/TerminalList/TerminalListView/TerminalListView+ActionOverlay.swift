@_spi(Surfaces) import Tabula

// MARK: - TerminalListView + Action overlay

extension TerminalListView {
  /// The rendered lines of the window with the ``shownActions`` drawn over them: a swipe's
  /// buttons on the row's first line, at the edge it was swiped from, the row's text pushed
  /// aside; a menu in a box below the row, or above it when there is no room below.
  ///
  /// - Parameters:
  ///   - lines: The window's lines, as ``render(style:)`` draws them.
  ///   - style: Plain text, or text with ANSI colours.
  /// - Returns: The lines, unchanged when nothing shows or the row is out of the window.
  func overlayingShownActions(on lines: [String], style: RenderStyle) -> [String] {
    guard let shown = shownActions, let path = path(showing: shown.identity),
      let line = windowLines.firstIndex(where: { line in
        if case .row(path, line: 0) = line { return true }
        return false
      }).map({ $0 - windowLines.startIndex }),
      lines.indices.contains(line)
    else { return lines }
    var lines = lines
    switch shown.placement {
    case .leadingSwipe, .trailingSwipe:
      lines[line] = swipedLine(of: path, shown, style: style)
    case .contextMenu:
      let box = menuBox(shown, style: style)
      let below = line + rowHeight
      let top = below + box.count <= contentHeight || line < box.count ? below : line - box.count
      for (offset, boxLine) in box.enumerated() where top + offset < contentHeight {
        while lines.count <= top + offset { lines.append("") }
        lines[top + offset] = boxLine
      }
    }
    return lines
  }

  // MARK: Private

  /// The row's first line with the buttons at the edge it was swiped from.
  private func swipedLine(of path: ItemPath, _ shown: ShownItemActions, style: RenderStyle)
    -> String
  {
    let buttons = shown.actions.indices.map { "[" + shown.label(at: $0) + "]" }
    let (text, codes) = text(of: .row(path, line: 0))
    let gutter = String(text.prefix(Self.gutterWidth))
    // NB: a cell pads its line to the width; the buttons push the text, not the padding.
    let content = String(
      text.dropFirst(Self.gutterWidth).reversed().drop { $0 == " " }.reversed())
    let buttonsText = buttons.joined(separator: " ")
    let line: String
    if shown.placement == .leadingSwipe {
      line = Columns.truncated(gutter + buttonsText + " " + content, to: width)
    } else {
      let room = max(width - buttonsText.count - 1, Self.gutterWidth)
      line = Columns.padded(gutter + content, to: room) + " " + buttonsText
    }
    return styled(line, codes, style: style)
  }

  /// A box of numbered commands, as wide as the longest.
  private func menuBox(_ shown: ShownItemActions, style: RenderStyle) -> [String] {
    let labels = shown.actions.indices.map { shown.label(at: $0) }
    let inner = min(
      (labels.map(\.count).max() ?? 0) + 2, max(width - Self.gutterWidth - 2, 1))
    let indent = String(repeating: " ", count: Self.gutterWidth)
    let edge = String(repeating: "─", count: inner)
    let commands = labels.enumerated().map { index, label in
      styled(
        indent + "│" + Columns.padded(" " + label, to: inner) + "│",
        shown.actions[index].isDestructive ? [ANSIStyle.red] : [], style: style)
    }
    return [styled(indent + "┌" + edge + "┐", [], style: style)] + commands
      + [styled(indent + "└" + edge + "┘", [], style: style)]
  }
}
