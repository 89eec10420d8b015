/// One reported line: `path:line: RULE: message`, without the message.
struct LintFinding: Hashable, CustomStringConvertible {
  var path: String
  var line: Int
  var rule: String

  var description: String { "\(path):\(line): \(rule)" }
}
