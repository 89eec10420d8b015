import Foundation

/// The fixture files, as paths relative to the package root.
enum LintFixture {
  static let directory = "Tests/HazardLintTests/Fixtures"

  struct MissingExpectation: Error, CustomStringConvertible {
    var path: String
    var description: String { "\(path) does not start with `// expect: RULE` or `clean`" }
  }

  static func allNames() throws -> [String] {
    let url = LintRun.root.appending(path: directory)
    return try FileManager.default.contentsOfDirectory(atPath: url.path(percentEncoded: false))
      .filter { $0.hasSuffix(".swift") }
      .sorted()
  }

  /// The fixtures that expect findings (`clean: false`) or none (`clean: true`).
  static func names(clean: Bool) -> [String] {
    let names = (try? allNames()) ?? []
    return names.filter { name in
      let rules = try? expectedRules(in: directory + "/" + name)
      return rules.map { $0.isEmpty == clean } ?? false
    }
  }

  static func text(of path: String) throws -> String {
    try String(contentsOf: LintRun.root.appending(path: path), encoding: .utf8)
  }

  /// The rules named on the first line; empty for `// expect: clean`.
  static func expectedRules(in path: String) throws -> Set<String> {
    let first = try text(of: path).split(separator: "\n", omittingEmptySubsequences: false)[0]
    let prefix = "// expect:"
    if !first.hasPrefix(prefix) { throw MissingExpectation(path: path) }
    let rules = first.dropFirst(prefix.count)
      .split(whereSeparator: { $0 == "," || $0 == " " })
      .map(String.init)
    if rules.isEmpty { throw MissingExpectation(path: path) }
    return rules == ["clean"] ? [] : Set(rules)
  }

  /// The lines marked `// <- RULE` (several rules may follow the arrow).
  static func markers(in path: String) throws -> [LintFinding] {
    let lines = try text(of: path).split(separator: "\n", omittingEmptySubsequences: false)
    var found: [LintFinding] = []
    for (index, line) in lines.enumerated() {
      if let arrow = line.range(of: "// <- ") {
        for rule in line[arrow.upperBound...].split(separator: " ") {
          found.append(LintFinding(path: path, line: index + 1, rule: String(rule)))
        }
      }
    }
    return found
  }
}
