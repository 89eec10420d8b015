import Tabula
import TabulaExampleModels
import Testing

@testable import TabulaDemo

/// Seed 002's screen driven by keys: `m` picks rows up, the arrows move the drop marker,
/// Enter drops; space selects rows, `d` deletes them and `>` moves them; each is one step
/// that `u` undoes.
@MainActor
struct PokedexDragAndDropTests {
  private static let kanto = [
    "Bulbasaur", "Charmander", "Squirtle", "Pikachu", "Jigglypuff", "Meowth", "Psyduck", "Eevee",
    "Snorlax", "Mewtwo",
  ]
  private static let johto = ["Chikorita", "Cyndaquil", "Totodile", "Togepi"]

  /// Runs keys on the Pokédex; returns the run and the names in each region after each frame.
  private func drive(_ keys: String) async throws -> (DemoRun, [[[String]]]) {
    var regions: [[[String]]] = []
    let run = try await DemoRun.run(.pokedex, keys: keys, height: 34) { app in
      let screen = app.screen as? ListScreen<EditableList<ListSection, Pokemon>>
      let snapshot = screen?.model.snapshot ?? Snapshot()
      regions.append(
        snapshot.sections.indices.map { snapshot.items(inSectionAt: $0)?.map(\.name) ?? [] })
    }
    #expect(run.violations.isEmpty && run.problems.isEmpty && run.diagnostics.isEmpty)
    return (run, regions)
  }

  @Test func `a row dropped lower in its region moves there, and one undo puts it back`()
    async throws
  {
    let (run, regions) = try await drive("j,m,down,down,enter,u")
    #expect(run.frames[2].lines.contains("^  #004 Charmander"))
    #expect(run.frames[4].lines.contains(" ❯ ──── drop here"))
    #expect(regions[4] == [Self.kanto, Self.johto])
    #expect(run.frames[5].lines.contains("Moved Charmander to Kanto, place 4"))
    let moved = ["Bulbasaur", "Squirtle", "Pikachu", "Charmander"] + Self.kanto.dropFirst(4)
    #expect(regions[5] == [moved, Self.johto])
    #expect(run.frames[6].lines.contains("Undid Move"))
    #expect(regions[6] == [Self.kanto, Self.johto])
  }

  @Test func `a row dropped in another region moves there, and one undo puts it back`()
    async throws
  {
    let (run, regions) = try await drive("G,m,up,up,up,up,enter,u")
    #expect(run.frames[6].lines.contains(" ❯ ──── drop here"))
    #expect(regions[7] == [Self.kanto + ["Togepi"], Array(Self.johto.dropLast())])
    #expect(run.frames[7].lines.contains("Moved Togepi to Kanto, place 11"))
    #expect(run.frames[7].lines.contains(">❯ #175 Togepi"))
    #expect(run.frames[8].lines.contains("Undid Move"))
    #expect(regions[8] == [Self.kanto, Self.johto])
  }

  @Test func `esc puts the rows back where they were, and nothing is recorded`() async throws {
    let (run, regions) = try await drive("m,down,esc,u")
    #expect(run.frames[3].lines.contains("Put back: nothing moved"))
    #expect(!run.frames[3].lines.contains { $0.contains("drop") || $0.hasPrefix("^") })
    #expect(run.frames[4].lines.contains("Nothing to undo"))
    #expect(regions.allSatisfy { $0 == [Self.kanto, Self.johto] })
  }

  @Test func `rows selected with space are deleted as one step, and one undo brings them back`()
    async throws
  {
    let (run, regions) = try await drive("space,j,j,space,d,u,esc")
    #expect(run.frames[1].lines.contains(" ❯ [x] #001 Bulbasaur"))
    #expect(run.frames[4].lines.contains("Selected Squirtle: 2 selected"))
    #expect(run.frames[4].lines.contains("   [ ] #004 Charmander"))
    #expect(run.frames[5].lines.contains("Deleted Bulbasaur, Squirtle"))
    let remaining = Self.kanto.filter { $0 != "Bulbasaur" && $0 != "Squirtle" }
    #expect(regions[5] == [remaining, Self.johto])
    #expect(run.frames[6].lines.contains("Undid Delete"))
    #expect(regions[6] == [Self.kanto, Self.johto])
    #expect(run.frames[7].lines.contains("Left selection mode"))
    #expect(run.frames[7].lines[0].hasPrefix("Pokédex"))
    #expect(!run.frames[7].lines.contains { $0.contains("[ ]") || $0.contains("[x]") })
  }

  @Test func `selected rows picked up together land together, as one step`() async throws {
    let (run, regions) = try await drive("space,j,j,space,m,down,enter,u")
    #expect(run.frames[5].lines.contains("Picked up 2 rows"))
    #expect(run.frames[6].lines.contains(" ❯ ──── drop 2 rows here"))
    let moved = ["Charmander", "Pikachu", "Bulbasaur", "Squirtle"] + Self.kanto.dropFirst(4)
    #expect(regions[7] == [moved, Self.johto])
    #expect(run.frames[7].lines.contains { $0.hasSuffix("[x] #001 Bulbasaur") })
    #expect(run.frames[8].lines.contains("Undid Move"))
    #expect(regions[8] == [Self.kanto, Self.johto])
  }

  @Test func `> moves the selected rows to the end of the cursor's region, as one step`()
    async throws
  {
    let (run, regions) = try await drive("space,j,space,G,>,u")
    #expect(run.frames[5].lines.contains("Moved 2 rows to the end of Johto"))
    #expect(
      regions[5] == [Array(Self.kanto.dropFirst(2)), Self.johto + ["Bulbasaur", "Charmander"]])
    #expect(run.frames[6].lines.contains("Undid Move"))
    #expect(regions[6] == [Self.kanto, Self.johto])
  }
}
