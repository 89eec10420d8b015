import Foundation

/// The result of one run of the `uikit-hazards` executable, from the package root.
struct LintRun {
  var status: Int32
  var output: String

  /// The package root, found from this file's path.
  static let root = URL(filePath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // HazardLintTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The executable, built beside the test bundle.
  static let executable = URL(filePath: CommandLine.arguments[0])
    .deletingLastPathComponent()
    .appending(path: "uikit-hazards")

  init(arguments: [String]) throws {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
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
      line.prefixMatch(of: #/(.+):([0-9]+): (W3|B1): /#).flatMap { match in
        Int(match.2).map { LintFinding(path: String(match.1), line: $0, rule: String(match.3)) }
      }
    }
  }
}
