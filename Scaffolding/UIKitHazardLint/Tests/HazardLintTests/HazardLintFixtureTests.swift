import Foundation
import Testing

/// Runs `uikit-hazards` on the fixtures in `Fixtures/`.
///
/// Each fixture starts with `// expect: W3` (one or more rules, comma-separated) or
/// `// expect: clean`, and every line the lint must report ends with a `// <- W3` marker. The
/// lint reads syntax, not comments, so the markers are invisible to it.
struct HazardLintFixtureTests {
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
    #expect(covered == ["W3", "B1"])
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
