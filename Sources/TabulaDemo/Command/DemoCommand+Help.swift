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
        "Unknown screens and keys exit with status 2.",
      ]).joined(separator: "\n")
  }
}
