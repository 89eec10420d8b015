import GRDB
import Tabula
import TabulaExampleDatabase
import Testing

@testable import TabulaDemo

/// The outline screen: places live from the `place` table, indented by level with their
/// disclosure marks; → and ← expand, collapse and move as in a file browser; commits to the
/// table show, and what is expanded stays expanded.
@MainActor
struct OutlineScreenTests {
  /// The list's lines of a frame, between the rule and the status line.
  private func list(_ frame: ScriptFrame) -> [String] {
    Array(frame.lines.dropFirst(2).dropLast(2))
  }

  /// The list's lines without the column of marks.
  private func unmarked(_ frame: ScriptFrame) -> [String] {
    list(frame).map { String($0.dropFirst()) }
  }

  /// The database of the outline on top.
  private func database(of app: DemoApp) throws -> DatabaseQueue {
    try #require(app.screen as? OutlineScreen).database.queue
  }

  /// Inserts a city under the country of this name.
  private func insert(_ city: String, under country: String, in app: DemoApp) throws {
    let queue = try database(of: app)
    let parent = try queue.read { db in
      try Int64.fetchOne(db, sql: "SELECT id FROM place WHERE name = ?", arguments: [country])
    }
    let id = try #require(parent)
    _ = try queue.write { db in try PlacesTable.insert(city, under: id, db) }
  }

  @Test func `the outline opens with the continents expanded, each level indented`()
    async throws
  {
    let run = try await DemoRun.run(.outline, keys: "", width: 80, height: 24)
    let frame = run.frames[0]
    #expect(frame.lines[0] == "Places (live SQLite): 6 continents, 48 countries, 17 cities")
    let rows = list(frame)
    try #require(rows.count > 10, "\(rows)")
    #expect(rows[0] == " ❯ ▾ Africa")
    #expect(rows[1].hasPrefix("       Algeria ") && rows[1].hasSuffix(" Algiers"))
    #expect(rows[5].hasPrefix("     ▸ Kenya ") && rows[5].hasSuffix(" Nairobi"))
    #expect(rows[9].hasPrefix("       Zambia "))
    #expect(rows[10] == "   ▾ Asia")
    #expect(!rows.contains { $0.contains("Mombasa") })
    #expect(run.violations.isEmpty && run.problems.isEmpty && run.diagnostics.isEmpty)
  }

  @Test func `→ expands a row then goes to its first child, ← goes to the parent then collapses`()
    async throws
  {
    var expanded: [Set<String>] = []
    let run = try await DemoRun.run(
      .outline, keys: "j,j,j,j,j,right,right,left,left,left,left,left", width: 80
    ) { app in
      let screen = app.screen as? OutlineScreen
      let ids = screen?.dataSource.expandedItems ?? []
      let outline = screen?.dataSource.fullSnapshot
      expanded.append(Set(ids.compactMap { outline?.item(id: $0)?.name }))
    }
    #expect(list(run.frames[5])[5].hasPrefix(" ❯   ▸ Kenya "))
    // → on a collapsed row shows its children, a level deeper.
    let kenya = list(run.frames[6])
    #expect(kenya[5].hasPrefix("~❯   ▾ Kenya "))
    #expect(kenya[6].hasPrefix("+        Mombasa"))
    #expect(kenya[7].hasPrefix("+        Nairobi") && kenya[7].hasSuffix(" capital"))
    #expect(expanded[6].contains("Kenya"))
    // → on an expanded row goes to its first child; ← on a leaf goes back up.
    #expect(list(run.frames[7])[6].hasPrefix(" ❯       Mombasa"))
    #expect(list(run.frames[8])[5].hasPrefix(" ❯   ▾ Kenya "))
    // ← on an expanded row collapses it; its children leave as ghosts, indented as they were.
    let collapsed = list(run.frames[9])
    #expect(collapsed[5].hasPrefix("~❯   ▸ Kenya "))
    #expect(collapsed[6].hasPrefix("-        Mombasa"))
    #expect(!expanded[9].contains("Kenya"))
    // ← on a collapsed row goes to its parent, then collapses that.
    #expect(list(run.frames[10])[0] == " ❯ ▾ Africa")
    #expect(list(run.frames[11])[0] == "~❯ ▸ Africa")
    #expect(list(run.frames[11])[1].hasPrefix("-      Algeria"))
    #expect(!expanded[11].contains("Africa"))
    // At the top level, ← has nowhere to go.
    #expect(list(run.frames[12])[0] == " ❯ ▸ Africa")
    #expect(run.frames[12].lines.contains("This row is at the top level"))
    #expect(run.violations.isEmpty && run.problems.isEmpty && run.diagnostics.isEmpty)
  }

  @Test func `a city committed under an expanded country shows, under a collapsed one it waits`()
    async throws
  {
    var frame = 0
    var writeError: (any Error)?
    let run = try await DemoRun.run(.outline, keys: "j,j,j,j,j,right,k,k,k,right", width: 80) {
      app in
      do {
        if frame == 6 { try insert("Eldoret", under: "Kenya", in: app) }
        if frame == 7 { try insert("Giza", under: "Egypt", in: app) }
      } catch {
        writeError = error
      }
      frame += 1
    }
    #expect(writeError == nil)
    // Kenya is expanded: the new city shows in its place, and Kenya stays expanded.
    let kenya = unmarked(run.frames[7])
    let row = try #require(kenya.firstIndex { $0.hasPrefix("    ▾ Kenya ") })
    #expect(kenya[row + 1].hasPrefix("        Eldoret"))
    #expect(kenya[row + 2].hasPrefix("        Mombasa"))
    #expect(run.frames[7].lines[0].hasSuffix("18 cities"))
    // Egypt is collapsed: it gets a disclosure mark, and the city stays hidden.
    let egypt = unmarked(run.frames[8])
    #expect(egypt[2].hasPrefix("    ▸ Egypt"))
    #expect(!egypt.contains { $0.contains("Giza") })
    #expect(run.frames[8].lines[0].hasSuffix("19 cities"))
    // Expanded, Egypt shows it.
    let shown = unmarked(run.frames[10])
    #expect(shown[2].hasPrefix("❯   ▾ Egypt"))
    #expect(shown[3].hasPrefix("        Giza"))
    #expect(run.violations.isEmpty && run.problems.isEmpty && run.diagnostics.isEmpty)
  }

  @Test func `i inserts a city in the table: under a collapsed country it stays hidden`()
    async throws
  {
    var shown: [Set<String>] = []
    var all: [Set<String>] = []
    let run = try await DemoRun.run(.outline, keys: "i,i", width: 80) { app in
      let screen = app.screen as? OutlineScreen
      shown.append(Set(screen?.dataSource.snapshot.items.map(\.name) ?? []))
      all.append(Set(screen?.dataSource.fullSnapshot.items.map(\.name) ?? []))
    }
    #expect(run.frames[1].lines.contains("Inserted Nice under France in the data"))
    #expect(all[1].contains("Nice") && !shown[1].contains("Nice"))
    #expect(run.frames[2].lines.contains("Inserted Cusco under Peru in the data"))
    #expect(all[2].contains("Cusco") && !shown[2].contains("Cusco"))
    #expect(run.frames[2].lines[0].hasSuffix("19 cities"))
    #expect(run.violations.isEmpty && run.problems.isEmpty && run.diagnostics.isEmpty)
  }

  @Test func `x deletes the row under the cursor in the table, with the rows under it`()
    async throws
  {
    let run = try await DemoRun.run(.outline, keys: "x", width: 80)
    #expect(run.frames[1].lines.contains("Deleted Africa in the data"))
    #expect(run.frames[1].lines[0].hasSuffix("5 continents, 39 countries, 15 cities"))
    #expect(list(run.frames[1])[0].hasPrefix("-  ▾ Africa"))
    #expect(run.violations.isEmpty && run.problems.isEmpty && run.diagnostics.isEmpty)
  }

  @Test func `→ and ← on a flat list change nothing but the status line`() async throws {
    let run = try await DemoRun.run(.countries, keys: "j,right,left", width: 80)
    #expect(list(run.frames[2]) == list(run.frames[1]))
    #expect(list(run.frames[3]) == list(run.frames[1]))
    #expect(run.frames[2].lines.contains("Rows here have no children"))
    #expect(run.frames[3].lines.contains("Rows here have no children"))
  }
}
