import Foundation
import HazardLint

let usage = """
  Usage: uikit-hazards [PATH ...]   (files or folders; default Sources/TabulaUIKit)

  Rejects UIKit adapter constructs that compile on Linux against the UIKit stand-in but behave
  differently on iOS, where UIKit finds its protocol methods through the Objective-C runtime
  (uikit/FINDINGS.md section 2). W1 and W2 (UIKit methods in extensions of generic classes
  and in protocol extensions) are left to the compiler: .ci/check-apple-sdks typechecks against
  Apple's real SDKs, which reject both.

    W3  A UIKit optional method implemented only in a subclass, while the ancestor that
        declares the conformance does not implement it; or, in a subclass of
        UITableViewController / UICollectionViewController, such a method without `override`.
    B1  Objective-C runtime constructs: @objc, @objcMembers, @IBAction, @IBOutlet,
        @IBInspectable, @IBDesignable, @NSManaged, `dynamic`, `optional` requirements,
        #selector, #keyPath, Selector, responds(to:), NSStringFromClass, NSClassFromString,
        NSSelectorFromString, and calls of optional requirements such as `ds.tableView?(...)`.

  Swift is parsed with swift-syntax: comments and string literals are never matched.
  Output: one line per finding, `path:line: RULE: message`, then a summary. Exit status 1 if
  anything was found, 0 otherwise (an empty or missing folder is fine), 2 on usage errors.
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("uikit-hazards: \(message)\n".utf8))
  exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
  print(usage)
  exit(0)
}
let paths = arguments.isEmpty ? ["Sources/TabulaUIKit"] : arguments
for path in paths {
  if path.hasPrefix("-") { fail("unknown option \(path)") }
  if path.hasSuffix(".swift") && !FileManager.default.fileExists(atPath: path) {
    fail("no such file: \(path)")
  }
}
let report: HazardLint.Report
do {
  report = try HazardLint.lint(paths)
} catch {
  fail("cannot read the sources: \(error)")
}
for finding in report.findings { print(finding) }
let scanned = paths.joined(separator: ", ")
if !report.findings.isEmpty {
  print(
    "uikit-hazards: \(report.findings.count) finding(s) in \(report.files.count) Swift"
      + " file(s) scanned (\(scanned))")
  exit(1)
}
if report.files.isEmpty {
  let notes = report.missing.map { "\($0) does not exist" }
  let detail = notes.isEmpty ? " (no Swift files there)" : " (\(notes.joined(separator: "; ")))"
  print("uikit-hazards: OK, 0 Swift files scanned in \(scanned)\(detail)")
} else {
  print(
    "uikit-hazards: OK, \(report.files.count) Swift file(s) scanned (\(scanned)),"
      + " no UIKit hazards (W3, B1)")
}
