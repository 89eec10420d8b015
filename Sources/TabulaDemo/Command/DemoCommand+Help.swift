import Foundation

// MARK: - DemoCommand + Help

extension DemoCommand {
  /// The screens, the keys and the scripted mode, for `--help`, wrapped between words to
  /// ``helpWidth``.
  static var helpText: String { helpText(width: helpWidth) }

  /// The width `--help` is printed at, as ArgumentParser finds it: the `COLUMNS` variable,
  /// then the terminal's width, then 80 when standard output is not a terminal.
  static var helpWidth: Int {
    let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) }
    return columns ?? TerminalSize.ofTerminal()?.width ?? TerminalSize.fallback.width
  }

  /// The screens, the keys and the scripted mode, each paragraph wrapped between words so
  /// that every line is shorter than `width`: ArgumentParser, which wraps a line as long as
  /// the terminal, then leaves every line as it is.
  ///
  /// - Parameter width: The terminal's width.
  /// - Returns: The text, its lines separated by new lines.
  static func helpText(width: Int) -> String {
    let width = max(width - 1, 20)
    func paragraph(_ text: String, indent: String = "  ") -> [String] {
      Columns.wrapped(indent + text, to: width, continuation: indent)
    }
    func section(_ title: String, command: String, _ text: String) -> [String] {
      ["", title] + paragraph(command) + paragraph(text)
    }
    let nameColumn = 11
    let screens = ScreenID.allCases.flatMap { id in
      let name = id.rawValue + String(repeating: " ", count: max(nameColumn - id.rawValue.count, 1))
      return Columns.wrapped(
        "  " + name + id.summary, to: width,
        continuation: String(repeating: " ", count: 2 + nameColumn))
    }
    let keys = KeyHelp.lines(width: width - 2).map { "  " + $0 }
    var lines = ["SCREENS"] + screens + ["", "KEYS"] + keys
    lines += ["", "SCRIPTED MODE"] + paragraph("tabula-demo --screen pokedex --keys \"d,d,u,m\"")
    lines += paragraph(
      "presses the keys and prints each frame as plain text. Key names: "
        + KeyHelp.scriptNames.joined(separator: " ")
        + ", and /text, which filters to text in one step (a lone / clears the filter).")
    lines += paragraph(
      "Keys can also come on standard input, separated by commas or new lines. With no "
        + "arguments and standard output not a terminal, the demo prints the countries list "
        + "and exits.")
    lines += section(
      "PAGED USERS",
      command: "tabula-demo --screen users --paged --fail-pages 2,5 --page-delay 600",
      "The users search pages through 1,000 users, 30 a page: the next page loads as the "
        + "cursor nears the end, and a footer shows \"Loading more…\", a failed page (t to "
        + "retry) or the end of the list. f refreshes from the first page; / searches the "
        + "server. Each page listed with --fail-pages fails the first time it loads. In a "
        + "scripted run a page arrives when the next step starts, so every run prints the same "
        + "frames; the step wait presses nothing.")
    lines += section(
      "INBOX", command: "tabula-demo --screen inbox --keys \"j,],2,u\"",
      "A modern list: messages by day with swipe actions, a context menu and prefetching. [ "
        + "and ] swipe the row from its leading or trailing edge, c opens its menu; a number "
        + "chooses, esc closes. Every action can be undone. The footer line names the rows "
        + "prefetched past the window. Every list answers [ ] and c.")
    lines += section(
      "CHAT", command: "tabula-demo --screen chat --keys \"wait,pgup,pgup,pgup,pgup,wait,n,n,G,s\"",
      "300 made-up messages, the same on every run, opening at the newest with the cursor on "
        + "it. Older pages of 30 load as the cursor nears the top and go in above without "
        + "moving what shows. A message arrives every 4 seconds (n: now; a scripted run has no "
        + "timer, only n), s sends one; at the newest message the cursor follows them, further "
        + "up nothing moves and the footer counts them (\"↓ 2 new messages\") until they show. "
        + "G jumps to the newest. Pages arrive after --page-delay, or when a script's next "
        + "step starts.")
    lines += section(
      "OUTLINE", command: "tabula-demo --screen outline --keys \"j,j,j,j,j,right,i\"",
      "Continents, countries and cities, live from the place table of the countries "
        + "database, each row under the one its parent column names. right shows a row's "
        + "children (on an open row, goes to the first), left hides them (on a closed row or a "
        + "leaf, goes to the parent); enter toggles. i inserts a city and x deletes a row with "
        + "those under it, as another writer would: each commit shows, and what is open stays "
        + "open.")
    lines += ["", "Unknown screens and keys exit with status 2."]
    return lines.joined(separator: "\n")
  }
}
