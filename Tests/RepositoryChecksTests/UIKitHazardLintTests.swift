import Foundation
import Testing

/// Runs `.ci/check-uikit-hazards` on the fixtures in `Fixtures/`.
///
/// Each fixture starts with `// expect: W1` (one or more rules, comma-separated) or
/// `// expect: clean`, and every line the lint must report ends with a `// <- W1` marker. The
/// lint strips comments, so the markers are invisible to it.
struct UIKitHazardLintTests {
  @Test(arguments: LintFixture.names(clean: false))
  func `the lint flags each hazard fixture on exactly its marked lines`(fixture: String) throws {
    let path = LintFixture.directory + "/" + fixture
    let expected = try LintFixture.expectedRules(in: path)
    try #require(!expected.isEmpty, "\(fixture) says `// expect: clean`")
    let markers = try LintFixture.markers(in: path)
    #expect(Set(markers.map(\.rule)) == expected, "the markers disagree with `// expect:`")

    let run = try LintRun(arguments: [path])

    #expect(run.status == 1, "\(run.output)")
    #expect(Set(run.findings.map(\.rule)) == expected, "\(run.output)")
    #expect(Set(run.findings) == Set(markers), "\(run.output)")
  }

  @Test(arguments: LintFixture.names(clean: true))
  func `the lint passes each clean fixture`(fixture: String) throws {
    let path = LintFixture.directory + "/" + fixture
    #expect(try LintFixture.expectedRules(in: path).isEmpty)

    let run = try LintRun(arguments: [path])

    #expect(run.status == 0, "\(run.output)")
    #expect(run.findings.isEmpty, "\(run.output)")
    #expect(run.output.contains("OK, 1 Swift file"), "\(run.output)")
  }

  @Test func `every fixture declares its expectation, and both kinds exist`() throws {
    let names = try LintFixture.allNames()
    for name in names {
      _ = try LintFixture.expectedRules(in: LintFixture.directory + "/" + name)
    }
    let flagged = LintFixture.names(clean: false)
    let clean = LintFixture.names(clean: true)
    #expect(flagged.count + clean.count == names.count)
    #expect(clean.contains("clean-generic-class-body.swift"))
    #expect(clean.contains("clean-comments.swift"))
    var covered: Set<String> = []
    for name in flagged {
      covered.formUnion(try LintFixture.expectedRules(in: LintFixture.directory + "/" + name))
    }
    #expect(covered == ["W1", "W2", "W3", "B1"])
  }

  @Test func `the lint gathers declarations across files before checking`() throws {
    let directory = LintFixture.directory + "/w3-across-files"
    let files = ["Base.swift", "Subclass.swift"].map { directory + "/" + $0 }
    var markers: [LintFinding] = []
    for file in files {
      markers += try LintFixture.markers(in: file)
    }

    let alone = try LintRun(arguments: [try #require(files.last)])
    let together = try LintRun(arguments: [directory])

    #expect(alone.status == 0, "\(alone.output)")
    #expect(together.status == 1, "\(together.output)")
    #expect(Set(together.findings) == Set(markers), "\(together.output)")
    #expect(together.output.contains("in 2 Swift file(s) scanned"), "\(together.output)")
  }

  @Test func `an empty or missing directory passes and says it scanned no files`() throws {
    let empty = FileManager.default.temporaryDirectory
      .appending(path: "uikit-hazards-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let missing = empty.appending(path: "missing")

    for directory in [empty, missing] {
      let run = try LintRun(arguments: [directory.path(percentEncoded: false)])
      #expect(run.status == 0, "\(run.output)")
      #expect(run.output.contains("0 Swift files"), "\(run.output)")
    }
  }
}

/// One reported line: `path:line: RULE: message`, without the message.
struct LintFinding: Hashable, CustomStringConvertible {
  var path: String
  var line: Int
  var rule: String

  var description: String { "\(path):\(line): \(rule)" }
}

/// The result of one run of the lint script, from the package root.
struct LintRun {
  var status: Int32
  var output: String

  /// The package root, found from this file's path.
  static let root = URL(filePath: #filePath)
    .deletingLastPathComponent()  // RepositoryChecksTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  init(arguments: [String]) throws {
    let script = Self.root.appending(path: ".ci/check-uikit-hazards")
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = ["python3", script.path(percentEncoded: false)] + arguments
    process.currentDirectoryURL = Self.root
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    status = process.terminationStatus
    output = String(decoding: data, as: UTF8.self)
  }

  /// The findings in the output; lines in another format are ignored.
  var findings: [LintFinding] {
    output.split(separator: "\n").compactMap { line in
      line.prefixMatch(of: #/(.+):([0-9]+): (W1|W2|W3|B1): /#).flatMap { match in
        Int(match.2).map { LintFinding(path: String(match.1), line: $0, rule: String(match.3)) }
      }
    }
  }
}

/// The fixture files, as paths relative to the package root.
enum LintFixture {
  static let directory = "Tests/RepositoryChecksTests/Fixtures"

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
