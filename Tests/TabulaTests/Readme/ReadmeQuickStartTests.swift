import Tabula
import Testing

/// The README's quick start, line for line, so that it stays true.
@MainActor
struct ReadmeQuickStartTests {
  struct Country: Identifiable, Equatable {
    let name: String, capital: String
    var id: String { name }
  }

  @Test func `the quick start builds, observes, moves and looks up as the README says`() throws {
    let (france, italy, japan) = (
      Country(name: "France", capital: "Paris"),
      Country(name: "Italy", capital: "Rome"), Country(name: "Japan", capital: "Tokyo")
    )
    let provider = SnapshotProvider(
      try Snapshot {
        SnapshotSection("Europe") {
          france
          italy
        }
        SnapshotSection("Asia") { japan }
      })
    var printed: [[String]] = []
    let token = provider.observe { snapshot in printed.append(snapshot.itemIdentifiers) }
    try provider.update { try $0.moveItem("Italy", beforeItem: "France") }
    #expect(printed == [["Italy", "France", "Japan"]])
    #expect(provider.snapshot.path(of: "France") == ItemPath(section: 0, item: 1))
    token.cancel()
  }
}
