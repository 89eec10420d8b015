/// One hazard the lint found: where, which rule, and why.
public struct Finding: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The file.
  public let path: String

  /// The line, from 1.
  public let line: Int

  /// The rule: `W3` or `B1`.
  public let rule: String

  /// What is wrong, and what to do instead.
  public let message: String

  /// The finding as the lint prints it: `path:line: RULE: message`.
  public var description: String { "\(path):\(line): \(rule): \(message)" }

  /// Orders findings by file, line, rule and message.
  ///
  /// - Parameters:
  ///   - lhs: A finding.
  ///   - rhs: Another finding.
  /// - Returns: Whether `lhs` comes first.
  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    (lhs.path, lhs.line, lhs.rule, lhs.message) < (rhs.path, rhs.line, rhs.rule, rhs.message)
  }
}
