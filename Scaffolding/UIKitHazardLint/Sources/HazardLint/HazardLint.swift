import Foundation
import SwiftParser
import SwiftSyntax

/// Finds the UIKit constructs that compile on Linux against the stand-in but behave
/// differently on iOS, where UIKit finds its protocol methods through the Objective-C runtime.
///
/// Declarations from all files are gathered first, then checked, so a base class and its
/// subclass may live in different files.
public enum HazardLint {
  /// What one run found.
  public struct Report: Sendable {
    /// The Swift files read.
    public let files: [String]

    /// Paths that do not exist.
    public let missing: [String]

    /// The findings, sorted and without repeats.
    public let findings: [Finding]
  }

  /// Lints the Swift files at these paths.
  ///
  /// - Parameter paths: Files, or folders searched recursively for `.swift` files (hidden
  ///   folders skipped).
  /// - Returns: The files read, the paths that do not exist, and the findings.
  /// - Throws: If a file cannot be read.
  public static func lint(_ paths: [String]) throws -> Report {
    let (files, missing) = swiftFiles(in: paths)
    var declarations: [Declaration] = []
    var findings: Set<Finding> = []
    for file in files {
      let source = try String(contentsOfFile: file, encoding: .utf8)
      let tree = Parser.parse(source: source)
      let banned = BannedConstructFinder(path: file, tree: tree)
      banned.walk(tree)
      findings.formUnion(banned.findings)
      let collector = DeclarationCollector(path: file, tree: tree)
      collector.walk(tree)
      declarations += collector.declarations
    }
    let model = DeclarationModel(declarations)
    for name in model.classNames {
      findings.formUnion(model.subclassFindings(name))
    }
    return Report(files: files, missing: missing, findings: findings.sorted())
  }

  private static func swiftFiles(in paths: [String]) -> (files: [String], missing: [String]) {
    var files: [String] = []
    var missing: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        missing.append(path)
        continue
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      files += swiftFiles(inFolder: path)
    }
    return (files, missing)
  }

  /// The `.swift` files below a folder, folder by folder in name order, as `os.walk` sorted.
  private static func swiftFiles(inFolder folder: String) -> [String] {
    let manager = FileManager.default
    let names = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    var files: [String] = []
    var folders: [String] = []
    for name in names {
      let path = (folder as NSString).appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      _ = manager.fileExists(atPath: path, isDirectory: &isDirectory)
      if isDirectory.boolValue {
        if !name.hasPrefix(".") { folders.append(path) }
      } else if name.hasSuffix(".swift") {
        files.append(path)
      }
    }
    return files + folders.flatMap(swiftFiles(inFolder:))
  }
}
