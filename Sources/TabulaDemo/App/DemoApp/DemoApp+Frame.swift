// MARK: - DemoApp + Frame

extension DemoApp {
  /// What the terminal shows: the title, a rule, the list (or the help), the status line and
  /// the keys that work, each line at most as wide as the terminal.
  ///
  /// The title is never cut: one too long for a line wraps between words, and the list gives
  /// up as many lines as the title takes, so the frame keeps the terminal's height. The help
  /// wraps the same way.
  ///
  /// - Parameters:
  ///   - style: Plain text, or text with ANSI colours.
  ///   - padded: Whether to fill the list's lines up to its height, so that the status and
  ///     the keys stay at the bottom of the terminal.
  /// - Returns: The lines.
  func frame(style: RenderStyle, padded: Bool = false) -> [String] {
    let size = navigator.size
    guard let screen else { return [] }
    let titles = Columns.wrapped(screen.title, to: size.width)
    let listHeight = max(size.listHeight - (titles.count - 1), 1)
    // NB: the title follows the data (its counts), so the list's height is set as the frame
    // is drawn; the list keeps the cursor in its window when its height changes.
    if screen.view.height != listHeight { screen.view.height = listHeight }
    var list: [String]
    if showsHelp {
      list = ["Keys", ""] + KeyHelp.lines(width: size.width - 2).map { "  " + $0 }
      list = Array(list.prefix(listHeight))
    } else {
      list = screen.view.render(style: style)
    }
    if padded {
      list += Array(repeating: "", count: max(listHeight - list.count, 0))
    }
    let rule = String(repeating: "─", count: size.width)
    let status = Columns.truncated(statusLine(of: screen), to: size.width)
    // NB: while rows are dragged, every key but the arrows and Enter puts them back.
    let back = screen.view.drag != nil ? "" : navigator.stack.count > 1 ? "  q back" : "  q quit"
    let hints = Columns.truncated(
      showsHelp ? "any key closes the help" : screen.hints + back, to: size.width)
    switch style {
    case .plain:
      return titles + [rule] + list + [status, hints]
    case .colored:
      return titles.map { ANSIStyle.styled($0, [ANSIStyle.bold]) }
        + [ANSIStyle.styled(rule, [ANSIStyle.faint])] + list + [
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
