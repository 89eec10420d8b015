import Foundation
import Tabula
import TabulaExampleDatabase
import TabulaExampleModels
import Testing

@testable import TabulaDemo

/// Seed 004's screen over its SQLite file: the file is created, or recreated, after saying
/// so; the outside writer's keys change the list; a move to another continent is written
/// with the continent.
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

  @Test func `i and x change the database as another writer: the user's undo leaves them`()
    async throws
  {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/countries.sqlite"
    var names: [Set<String>] = []
    var steps: [Int] = []
    let run = try await DemoRun.run(
      .countries, keys: "/ice,i,x,u,/", width: 100, database: path
    ) { app in
      let screen = app.screen as? ListScreen<LiveCountries>
      names.append(Set(((try? screen?.model.database.countries()) ?? []).map(\.name)))
      steps.append(screen?.model.history.undoSteps.count ?? -1)
    }
    #expect(
      run.frames[2].lines.contains { $0.hasPrefix("+❯ Iceland") && $0.hasSuffix("Reykjavík") }
    )
    #expect(run.frames[2].lines.contains("Another writer inserted Iceland"))
    #expect(names[2].contains("Iceland"))
    #expect(
      run.frames[3].lines.contains { $0.hasPrefix("-  Iceland") && $0.hasSuffix("Reykjavík") }
    )
    #expect(!names[3].contains("Iceland"))
    // Neither change is the user's: there is nothing to undo, and the deletion stays.
    #expect(steps.allSatisfy { $0 == 0 })
    #expect(run.frames[4].lines.contains("Nothing to undo"))
    #expect(!names[4].contains("Iceland"))
    #expect(run.frames[5].lines[0].hasSuffix("48 in 6 continents"))
    #expect(run.violations.isEmpty && run.problems.isEmpty)
  }

  @Test func `the user's undo undoes the user's deletion only, around another writer's changes`()
    async throws
  {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/countries.sqlite"
    var names: [Set<String>] = []
    let run = try await DemoRun.run(
      .countries, keys: "d,i,x,u,u", width: 100, database: path
    ) { app in
      let screen = app.screen as? ListScreen<LiveCountries>
      names.append(Set(((try? screen?.model.database.countries()) ?? []).map(\.name)))
    }
    // The user deletes Algeria; another writer inserts Iceland, then deletes Egypt.
    #expect(!names[1].contains("Algeria"))
    #expect(names[2].contains("Iceland"))
    #expect(!names[3].contains("Egypt"))
    // Undo brings Algeria back, and leaves the other writer's changes alone.
    #expect(run.frames[4].lines.contains("Undid Delete"))
    #expect(names[4].contains("Algeria") && names[4].contains("Iceland"))
    #expect(!names[4].contains("Egypt"))
    #expect(run.frames[5].lines.contains("Nothing to undo"))
    #expect(names[5] == names[4])
    #expect(run.violations.isEmpty && run.problems.isEmpty && run.diagnostics.isEmpty)
  }

  @Test func `a drop in another continent is written to the file, and undo writes it back`()
    async throws
  {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/countries.sqlite"
    var chinaInAfrica: [Bool] = []
    let run = try await DemoRun.run(
      .countries, keys: "j,j,j,j,j,j,j,j,j,m,up,enter,u", width: 200, height: 30, database: path
    ) { app in
      let screen = app.screen as? ListScreen<LiveCountries>
      let countries = (try? screen?.model.database.countries()) ?? []
      chinaInAfrica.append(countries.first { $0.name == "China" }?.continent == .africa)
    }
    #expect(run.frames[9].lines.contains { $0.hasPrefix(" ❯ China") })
    #expect(run.frames[10].lines.contains { $0.hasPrefix("^  China") })
    let marker = try #require(run.frames[11].lines.firstIndex(of: " ❯ ──── drop here"))
    #expect(run.frames[11].lines[marker - 1].hasPrefix("   Zambia"))
    // Dropped below Zambia: China is last in Africa, on screen and in the file.
    #expect(chinaInAfrica[12])
    let after = run.frames[12].lines.map { String($0.dropFirst()) }
    let zambia = try #require(after.firstIndex { $0.hasPrefix("  Zambia") })
    #expect(after[zambia + 1].contains("China"))
    #expect(after[zambia + 2] == "  (10 countries)")
    // Undo writes it back to Asia.
    #expect(!chinaInAfrica[13])
    #expect(run.frames[13].lines.contains("Undid Move"))
    #expect(run.diagnostics.isEmpty)
    #expect(run.violations.isEmpty && run.problems.isEmpty)
  }

  @Test func `a drop within a continent is written to the file, and undo writes it back`()
    async throws
  {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/countries.sqlite"
    var africa: [[String]] = []
    let run = try await DemoRun.run(
      .countries, keys: "j,m,down,down,enter,u", width: 200, height: 30, database: path
    ) { app in
      let screen = app.screen as? ListScreen<LiveCountries>
      let countries = (try? screen?.model.database.countries()) ?? []
      africa.append(countries.filter { $0.continent == .africa }.prefix(4).map(\.name))
    }
    #expect(africa[4] == ["Algeria", "Egypt", "Ethiopia", "Ghana"])
    #expect(run.frames[5].lines.contains("Moved Egypt to Africa, place 4"))
    #expect(africa[5] == ["Algeria", "Ethiopia", "Ghana", "Egypt"])
    #expect(run.frames[5].lines.contains { $0.hasPrefix(">❯ Egypt") })
    #expect(run.frames[6].lines.contains("Undid Move"))
    #expect(africa[6] == ["Algeria", "Egypt", "Ethiopia", "Ghana"])
    #expect(run.violations.isEmpty && run.problems.isEmpty && run.diagnostics.isEmpty)
  }
}
