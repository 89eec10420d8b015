import Foundation
import TabulaExampleModels
import Testing

@testable import TabulaDemo

/// Seed 004's screen over its SQLite file: the file is created, or recreated, after saying
/// so; the outside writer's keys change the list; a refused edit is reported and undone on
/// screen.
@MainActor
struct CountriesLiveTests {
  @Test func `a missing database is created, and the screen says so`() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/nested/countries.sqlite"
    let run = try await DemoRun.run(.countries, keys: "", width: 300, database: path)
    #expect(run.frames[0].lines.contains("No countries database yet: created \(path)"))
    #expect(run.frames[0].lines[0] == "Countries (seed 004, live SQLite): 48 in 6 continents")
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func `a corrupt database is moved aside and created again, after saying so`()
    async throws
  {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/countries.sqlite"
    try Data(repeating: 0x2A, count: 4096).write(to: URL(fileURLWithPath: path))
    let run = try await DemoRun.run(.countries, keys: "", width: 300, database: path)
    let expected = "Unreadable database moved to \(path).corrupt; created a new one"
    #expect(run.frames[0].lines.contains(expected))
    #expect(run.frames[0].lines[0].hasSuffix("48 in 6 continents"))
    #expect(FileManager.default.fileExists(atPath: path + ".corrupt"))
  }

  @Test func `an existing database opens silently, with what earlier runs left`() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/countries.sqlite"
    _ = try await DemoRun.run(.countries, keys: "i,i", database: path)
    let run = try await DemoRun.run(.countries, keys: "", database: path)
    #expect(run.frames[0].lines[0].hasSuffix("50 in 6 continents"))
    #expect(run.frames[0].lines[run.frames[0].lines.count - 2] == "")
  }

  @Test func `i and x insert and delete rows in the database, and undo takes them back`()
    async throws
  {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/countries.sqlite"
    let run = try await DemoRun.run(
      .countries, keys: "/ice,i,x,u,/", database: path)
    #expect(
      run.frames[2].lines.contains { $0.hasPrefix("+▸ Iceland") && $0.hasSuffix("Reykjavík") }
    )
    #expect(
      run.frames[3].lines.contains { $0.hasPrefix("-  Iceland") && $0.hasSuffix("Reykjavík") }
    )
    #expect(run.frames[4].lines.contains { $0.hasPrefix("+▸ Iceland") })
    #expect(run.frames[5].lines[0].hasSuffix("49 in 6 continents"))
    #expect(run.violations.isEmpty && run.problems.isEmpty)
  }

  @Test func `a move to another continent is refused by the database and undone on screen`()
    async throws
  {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/countries.sqlite"
    let run = try await DemoRun.run(
      .countries, keys: "j,j,j,j,j,j,j,j,j,m", width: 200, height: 30, database: path)
    let before = run.frames[9]
    let after = run.frames[10]
    #expect(before.lines.contains { $0.hasPrefix(" ▸ China") })
    // The row moved on screen, then back when the database refused: the same rows, China
    // marked as moved.
    #expect(
      after.lines.dropLast(2).map { $0.dropFirst() }
        == before.lines.dropLast(2).map { $0.dropFirst() })
    #expect(run.diagnostics.count == 1)
    #expect(after.lines[after.lines.count - 2].hasPrefix("database: "))
    #expect(run.violations.isEmpty && run.problems.isEmpty)
  }
}
