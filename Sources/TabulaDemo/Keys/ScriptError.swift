/// A key name in a script that the demo does not know.
struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name as written.
  let token: String

  /// A sentence naming the key and listing the valid ones.
  var description: String {
    "unknown key '\(token)'. Valid keys: \(KeyHelp.scriptNames.joined(separator: " ")), "
      + "/text to filter (a lone / clears the filter), and wait, which presses nothing; "
      + "separate keys with commas or new lines."
  }
}
