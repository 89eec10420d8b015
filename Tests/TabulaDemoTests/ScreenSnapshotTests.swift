import SnapshotTesting
import Testing

@testable import TabulaDemo

/// Every seed's screen, driven by a script as `tabula-demo --screen … --keys …` drives it:
/// the frames it prints are compared with the committed references in `__Snapshots__`, and
/// every batch the terminal list applied passed `BatchValidator`.
@MainActor
struct ScreenSnapshotTests {
  @Test func `the menu lists every screen, the seeds' first`() async throws {
    let run = try await DemoRun.run(.menu, keys: "j,j,/po", height: 30)
    assertSnapshot(of: run.text(0), as: .lines, named: "initial")
    assertSnapshot(of: run.text(3), as: .lines, named: "filtered")
    expectClean(run)
  }

  @Test func `000 users: search, delete, undo, then a user's repositories`() async throws {
    let run = try await DemoRun.run(.users, keys: "j,d,u,/y,/,j,j,j,j,j,j,j,enter,d,u,/ing")
    #expect(run.frames.map(\.step).prefix(5) == ["start", "j", "d", "u", "/y"])
    assertSnapshot(of: run.text(0), as: .lines, named: "initial")
    assertSnapshot(of: run.text(2), as: .lines, named: "after-delete")
    assertSnapshot(of: run.text(3), as: .lines, named: "after-undo")
    assertSnapshot(of: run.text(4), as: .lines, named: "after-filter")
    assertSnapshot(of: run.text(13), as: .lines, named: "repositories")
    assertSnapshot(of: run.text(14), as: .lines, named: "repositories-after-delete")
    assertSnapshot(of: run.text(15), as: .lines, named: "repositories-after-undo")
    assertSnapshot(of: run.text(16), as: .lines, named: "repositories-after-filter")
    expectClean(run)
  }

  @Test func `001 books: headers per author, delete, undo and filter`() async throws {
    let run = try await DemoRun.run(.books, keys: "j,d,u,/earth")
    assertSnapshot(of: run.text(0), as: .lines, named: "initial")
    assertSnapshot(of: run.text(2), as: .lines, named: "after-delete")
    assertSnapshot(of: run.text(3), as: .lines, named: "after-undo")
    assertSnapshot(of: run.text(4), as: .lines, named: "after-filter")
    expectClean(run)
  }

  @Test func `002 pokedex: delete, undo, moves, redo and filter`() async throws {
    let run = try await DemoRun.run(.pokedex, keys: "d,u,j,j,m,up,enter,M,u,r,/ch")
    assertSnapshot(of: run.text(0), as: .lines, named: "initial")
    assertSnapshot(of: run.text(1), as: .lines, named: "after-delete")
    assertSnapshot(of: run.text(2), as: .lines, named: "after-undo")
    assertSnapshot(of: run.text(7), as: .lines, named: "after-move-up")
    assertSnapshot(of: run.text(8), as: .lines, named: "after-move-to-top")
    assertSnapshot(of: run.text(9), as: .lines, named: "after-undo-move")
    assertSnapshot(of: run.text(10), as: .lines, named: "after-redo-move")
    assertSnapshot(of: run.text(11), as: .lines, named: "after-filter")
    expectClean(run)
  }

  @Test func `002 pokedex: a move across regions and its undo`() async throws {
    let run = try await DemoRun.run(.pokedex, keys: "pgdn,pgdn,m,up,enter,u", height: 16)
    #expect(run.frames[2].lines.contains { $0.hasPrefix(" ❯ #152 Chikorita") })
    assertSnapshot(of: run.text(2), as: .lines, named: "first-of-johto")
    assertSnapshot(of: run.text(5), as: .lines, named: "moved-into-kanto")
    assertSnapshot(of: run.text(6), as: .lines, named: "after-undo")
    expectClean(run)
  }

  @Test func `002 pokedex: two selected rows dragged together, dropped and undone as one step`()
    async throws
  {
    let run = try await DemoRun.run(.pokedex, keys: "space,j,j,space,m,down,enter,u")
    assertSnapshot(of: run.text(4), as: .lines, named: "selected")
    // The marker stands where the two rows would land; the lifted rows stay, marked `^`.
    #expect(run.frames[6].lines.filter { $0.hasPrefix("^") }.count == 4)
    assertSnapshot(of: run.text(6), as: .lines, named: "drop-marker")
    assertSnapshot(of: run.text(7), as: .lines, named: "dropped")
    assertSnapshot(of: run.text(8), as: .lines, named: "after-undo")
    expectClean(run)
  }

  @Test func `003 customer: mixed rows, delete, undo, filter, a switch and an order`() async throws
  {
    let run = try await DemoRun.run(.customer, keys: "d,u,/or,/,j,j,j,enter,j,enter")
    assertSnapshot(of: run.text(0), as: .lines, named: "initial")
    assertSnapshot(of: run.text(1), as: .lines, named: "after-delete")
    assertSnapshot(of: run.text(2), as: .lines, named: "after-undo")
    assertSnapshot(of: run.text(3), as: .lines, named: "after-filter")
    assertSnapshot(of: run.text(8), as: .lines, named: "after-toggle")
    assertSnapshot(of: run.text(10), as: .lines, named: "order")
    expectClean(run)
  }

  @Test func `004 countries: live from SQLite, delete, undo, insert and filter`() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let database = folder.path + "/countries.sqlite"
    let run = try await DemoRun.run(.countries, keys: "j,d,u,i,/an", database: database)
    let created = "No countries database yet: created "
    #expect(run.frames[0].lines.contains { $0.hasPrefix(created) })
    // NB: the database's path changes from run to run; the reference shows a placeholder.
    func text(_ number: Int) -> String {
      run.text(number).split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.hasPrefix(created) ? created + "$DATABASE" : String($0) }
        .joined(separator: "\n")
    }
    assertSnapshot(of: text(0), as: .lines, named: "initial")
    assertSnapshot(of: text(2), as: .lines, named: "after-delete")
    assertSnapshot(of: text(3), as: .lines, named: "after-undo")
    assertSnapshot(of: text(4), as: .lines, named: "after-insert")
    assertSnapshot(of: text(5), as: .lines, named: "after-filter")
    expectClean(run)
  }

  /// Every batch was legal, every row showed its item, nothing was recovered from.
  private func expectClean(
    _ run: DemoRun, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(run.violations.isEmpty, "batch violations", sourceLocation: sourceLocation)
    #expect(run.problems.isEmpty, "problems", sourceLocation: sourceLocation)
    #expect(run.diagnostics.isEmpty, "diagnostics", sourceLocation: sourceLocation)
    #expect(run.batches > 0, "no batch was applied", sourceLocation: sourceLocation)
  }
}
