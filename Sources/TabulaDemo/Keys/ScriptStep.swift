/// One step of a script: a key, or a whole filter text typed at once.
enum ScriptStep: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// `/` followed by a text and Enter: filters to the text in one update; an empty text
  /// clears the filter.
  case filter(String)
  /// No key: time passes, and the pages the simulated network holds arrive (`wait`).
  case wait

  /// The step as written in a script.
  var name: String {
    switch self {
    case .key(let key): key.name
    case .filter(let text): "/" + text
    case .wait: "wait"
    }
  }

  /// The steps of a script: key names separated by commas or new lines; blank entries are
  /// skipped and spaces around a name ignored.
  ///
  /// ```swift
  /// try ScriptStep.parse("j, j, d, u, /pi")
  /// // [.key(.character("j")), .key(.character("j")), .key(.character("d")), …, .filter("pi")]
  /// ```
  ///
  /// - Parameter script: The script.
  /// - Returns: The steps, in order.
  /// - Throws: ``ScriptError`` naming the first unknown key.
  static func parse(_ script: String) throws(ScriptError) -> [ScriptStep] {
    var steps: [ScriptStep] = []
    for entry in script.split(whereSeparator: { $0 == "," || $0.isNewline }) {
      let token = trimmed(entry)
      if token.isEmpty { continue }
      steps.append(try step(named: token))
    }
    return steps
  }

  /// The step a name stands for.
  ///
  /// - Parameter token: A key name, `/` and a filter text, or `wait`.
  /// - Returns: The step.
  /// - Throws: ``ScriptError`` if the name is unknown.
  static func step(named token: String) throws(ScriptError) -> ScriptStep {
    if token.hasPrefix("/") { return .filter(String(token.dropFirst())) }
    if token == "wait" { return .wait }
    if let key = KeyHelp.keysByName[token] { return .key(key) }
    throw ScriptError(token: token)
  }

  /// The text without spaces and tabs at either end.
  private static func trimmed(_ text: Substring) -> String {
    let blank: Set<Character> = [" ", "\t"]
    var slice = text
    while let first = slice.first, blank.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, blank.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
