import Tabula
import TabulaExampleModels
import Testing

@testable import TabulaDemo

/// The demo's `/` is the search of a `SearchFilter` bound to the list, the provider an app's
/// search field drives: the rows shown are the filter's, edits by identifier reach the model
/// while it filters, moves wait for it to clear.
@MainActor
struct ListScreenSearchTests {
  @Test func `the users screen's filter is the text of a SearchFilter's search`() async throws {
    var shown: [(query: String, matches: Bool, all: Int, filtered: Int)] = []
    let run = try await DemoRun.run(.users, keys: "/mo,/") { app in
      guard let screen = app.screen as? ListScreen<EditableList<ListSection, GitHubUser>> else {
        return
      }
      shown.append(
        (
          screen.search.query, screen.dataSource.snapshot == screen.search.snapshot,
          screen.model.snapshot.numberOfItems, screen.dataSource.snapshot.numberOfItems
        ))
    }
    #expect(shown.map(\.query) == ["", "mo", ""])
    #expect(shown.allSatisfy { $0.matches }, "the list shows the filter's snapshot")
    #expect(shown[1].filtered > 0 && shown[1].filtered < shown[1].all)
    #expect(shown[2].filtered == shown[2].all)
    #expect(run.violations.isEmpty && run.problems.isEmpty && run.diagnostics.isEmpty)
  }

  @Test func `while filtered, a deletion reaches the model and undoes; a move waits`()
    async throws
  {
    var names: [[String]] = []
    var sections: [Int] = []
    let run = try await DemoRun.run(.pokedex, keys: "/to,d,m,u,/", height: 34) { app in
      guard let screen = app.screen as? ListScreen<EditableList<ListSection, Pokemon>> else {
        return
      }
      names.append(screen.model.snapshot.items.map(\.name))
      sections.append(screen.dataSource.snapshot.numberOfSections)
    }
    let all = names[0]
    let filtered = all.filter { $0.lowercased().contains("to") }
    #expect(!filtered.isEmpty)
    #expect(names[2] == all.filter { $0 != filtered[0] }, "the first match deleted")
    #expect(run.frames[3].lines.contains { $0.contains("Clear the filter (/, then Esc) to move") })
    #expect(names[4] == all, "one undo brings it back")
    #expect(sections[1] == 1, "a region without a match is left out")
    #expect(sections[5] == 2)
    #expect(run.violations.isEmpty && run.problems.isEmpty && run.diagnostics.isEmpty)
  }
}
