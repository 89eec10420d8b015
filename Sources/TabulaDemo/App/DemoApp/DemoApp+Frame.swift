// MARK: - DemoApp + Frame

extension DemoApp {
  /// What the terminal shows: the title, a rule, the list (or the help), the status line and
  /// the keys that work, each line at most as wide as the terminal.
  ///
  /// - Parameters:
  ///   - style: Plain text, or text with ANSI colours.
  ///   - padded: Whether to fill the list's lines up to its height, so that the status and
  ///     the keys stay at the bottom of the terminal.
  /// - Returns: The lines.
  func frame(style: RenderStyle, padded: Bool = false) -> [String] {
    let size = navigator.size
    guard let screen else { return [] }
    var list: [String]
    if showsHelp {
      list = ["Keys", ""] + KeyHelp.lines.map { "  " + $0 }
      list = Array(list.prefix(size.listHeight)).map { Columns.truncated($0, to: size.width) }
    } else {
      list = screen.view.render(style: style)
    }
    if padded {
      list += Array(repeating: "", count: max(size.listHeight - list.count, 0))
    }
    let title = Columns.truncated(screen.title, to: size.width)
    let rule = String(repeating: "─", count: size.width)
    let status = Columns.truncated(statusLine(of: screen), to: size.width)
    // NB: while rows are dragged, every key but the arrows and Enter puts them back.
    let back = screen.view.drag != nil ? "" : navigator.stack.count > 1 ? "  q back" : "  q quit"
    let hints = Columns.truncated(
      showsHelp ? "any key closes the help" : screen.hints + back, to: size.width)
    switch style {
    case .plain:
      return [title, rule] + list + [status, hints]
    case .colored:
      return [ANSIStyle.styled(title, [ANSIStyle.bold]), ANSIStyle.styled(rule, [ANSIStyle.faint])]
        + list + [
          ANSIStyle.styled(status, [ANSIStyle.yellow]), ANSIStyle.styled(hints, [ANSIStyle.faint]),
        ]
    }
  }

  private func statusLine(of screen: any DemoScreen) -> String {
    if let draft { return "Filter: \(draft)▏ (enter keeps, esc clears)" }
    if let status { return status }
    return screen.query.isEmpty ? "" : "Filter: \(screen.query) (/ changes it)"
  }
}
