// MARK: - DemoCommand + Help

extension DemoCommand {
  /// The screens, the keys and the scripted mode, for `--help`.
  static var helpText: String {
    let screens = ScreenID.allCases.map { id in
      "  " + id.rawValue + String(repeating: " ", count: max(11 - id.rawValue.count, 1))
        + id.summary
    }
    return
      (["SCREENS"] + screens + ["", "KEYS"] + KeyHelp.lines.map { "  " + $0 }
      + [
        "",
        "SCRIPTED MODE",
        "  tabula-demo --screen pokedex --keys \"d,d,u,m\"",
        "  presses the keys and prints each frame as plain text.",
        "  Key names: \(KeyHelp.scriptNames.joined(separator: " ")),",
        "  and /text, which filters to text in one step (a lone / clears the filter).",
        "  Keys can also come on standard input, separated by commas or new lines.",
        "  With no arguments and standard output not a terminal, the demo prints the",
        "  countries list and exits.",
        "",
        "PAGED USERS",
        "  tabula-demo --screen users --paged --fail-pages 2,5 --page-delay 600",
        "  The users search pages through 1,000 users, 30 a page: the next page loads",
        "  as the cursor nears the end, and a footer shows \"Loading more…\", a failed",
        "  page (t to retry) or the end of the list. f refreshes from the first page;",
        "  / searches the server. Each page listed with --fail-pages fails the first",
        "  time it loads. In a scripted run a page arrives when the next step starts,",
        "  so every run prints the same frames; the step wait presses nothing.",
        "",
        "INBOX",
        "  tabula-demo --screen inbox --keys \"j,],2,u\"",
        "  A modern list: messages by day with swipe actions, a context menu and",
        "  prefetching. [ and ] swipe the row from its leading or trailing edge, c opens",
        "  its menu; a number chooses, esc closes. Every action can be undone. The footer",
        "  line names the rows prefetched past the window. Every list answers [ ] and c.",
        "",
        "CHAT",
        "  tabula-demo --screen chat --keys \"wait,pgup,pgup,pgup,pgup,wait,n,n,G,s\"",
        "  300 made-up messages, the same on every run, opening at the newest with the",
        "  cursor on it. Older pages of 30 load as the cursor nears the top and go in",
        "  above without moving what shows. A message arrives every 4 seconds (n: now;",
        "  a scripted run has no timer, only n), s sends one; at the newest message the",
        "  cursor follows them, further up nothing moves and the footer counts them",
        "  (\"↓ 2 new messages\") until they show. G jumps to the newest. Pages arrive",
        "  after --page-delay, or when a script's next step starts.",
        "",
        "OUTLINE",
        "  tabula-demo --screen outline --keys \"j,j,j,j,j,right,i\"",
        "  Continents, countries and cities, live from the place table of the countries",
        "  database, each row under the one its parent column names. right shows a row's",
        "  children (on an open row, goes to the first), left hides them (on a closed",
        "  row or a leaf, goes to the parent); enter toggles. i inserts a city and x",
        "  deletes a row with those under it, as another writer would: each commit",
        "  shows, and what is open stays open.",
        "",
        "Unknown screens and keys exit with status 2.",
      ]).joined(separator: "\n")
  }
}
