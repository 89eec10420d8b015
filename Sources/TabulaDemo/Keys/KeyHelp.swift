/// The demo's keys, for `--help`, the `?` screen and scripts.
enum KeyHelp {
  /// Each key, or group of keys, with what it does.
  static let entries: [(keys: String, action: String)] = [
    ("↑ ↓  k j", "move the cursor (pgup, pgdn: a page; G: the last row)"),
    ("enter", "open the row (a screen, repositories, an order), or flip a switch"),
    ("esc  q", "go back, esc clearing a kept filter first; quit on the menu, or Ctrl-C"),
    ("d", "delete the row under the cursor, or the selected rows as one step"),
    ("m", "drag the row or the selection: ↑ ↓ place, enter drops, esc cancels"),
    ("M", "move the row to the top"),
    ("space", "select the row, or deselect it: selection mode, until esc"),
    (">", "move the selected rows to the end of the cursor's section"),
    ("u  r", "undo, redo"),
    ("[  ]", "swipe the row from its leading or trailing edge: shows its actions"),
    ("c", "open the row's context menu"),
    ("1 … 9", "choose a shown action; esc closes the swipe or the menu"),
    ("→  ←", "outline: show the row's children; hide them, or go to the parent"),
    ("/", "filter: type a text, enter keeps it, esc clears it"),
    ("i  x", "countries, outline: insert a row, or delete one, as another writer would"),
    ("t  f", "paged users: try a failed page again, or refresh from the first page"),
    ("s  n", "chat: send a message, or have one arrive now (as the timer does)"),
    ("?", "this help; any key closes it"),
  ]

  /// The keys by the names scripts use.
  static let keysByName: [String: Key] = {
    var keys: [String: Key] = [
      "up": .up, "down": .down, "left": .left, "right": .right, "pgup": .pageUp,
      "pgdn": .pageDown, "enter": .enter, "esc": .escape, "space": .character(" "),
    ]
    for character in "kjGqdmMuritfxsn?[]c>123456789" {
      keys[String(character)] = .character(character)
    }
    return keys
  }()

  /// The names scripts may use, in a fixed order.
  static let scriptNames = [
    "up", "down", "k", "j", "G", "pgup", "pgdn", "left", "right", "enter", "esc", "q", "d", "m",
    "M", "space", ">", "u", "r", "i", "x", "t", "f", "s", "n", "[", "]", "c", "1", "2", "3", "4",
    "5", "6", "7", "8", "9", "?",
  ]

  /// The width of the column of keys.
  static let keyColumn = 10

  /// The keys as lines of `keys  action`, the keys in a column; an action too long for the
  /// width wraps between words, under the column of actions.
  ///
  /// - Parameter width: The columns a line may take; unbounded by default.
  /// - Returns: The lines.
  static func lines(width: Int = .max) -> [String] {
    entries.flatMap { entry in
      let keys = entry.keys + String(repeating: " ", count: max(keyColumn - entry.keys.count, 1))
      return Columns.wrapped(
        keys + entry.action, to: width, continuation: String(repeating: " ", count: keyColumn))
    }
  }
}
