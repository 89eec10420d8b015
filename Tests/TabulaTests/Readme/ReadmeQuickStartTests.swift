import Tabula
import TabulaTesting
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
    let list = EditableList(
      try Snapshot {
        SnapshotSection("Europe") {
          france
          italy
        }
        SnapshotSection("Asia") { japan }
      })
    var printed: [[String]] = []
    let token = list.observe { snapshot in printed.append(snapshot.itemIdentifiers) }
    try list.perform(.moveItem("Italy", to: ItemPath(section: 0, item: 0)), named: "Move")
    #expect(printed == [["Italy", "France", "Japan"]])
    #expect(list.snapshot.path(of: "France") == ItemPath(section: 0, item: 1))
    #expect(try list.undo() == "Move")
    #expect(printed.last == ["France", "Italy", "Japan"])
    token.cancel()
  }

  struct Book: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  final class BookCell: ConfigurableCell, HeadlessConstructibleCell {
    var title = ""
    init() {}
    func configure(with book: Book, at path: ItemPath) { title = book.title }
  }

  @Test func `the screen test of the README passes as written`() throws {
    let (emma, dune) = (Book(id: 1, title: "Emma"), Book(id: 2, title: "Dune"))
    let view = HeadlessListView()
    let books = EditableList(
      try Snapshot {
        SnapshotSection("Books") {
          emma; dune
        }
      })
    let dataSource = ListDataSource(surface: view, registration: CellRegistration<BookCell, Book>())
    let token = dataSource.bind(to: books)
    try books.perform(.deleteItems([emma.id]), named: "Delete")
    #expect(view.problems.isEmpty)
    #expect(view.updateCounts.batches == 1)
    #expect(view.shownTokens == [ItemToken(dune)])
    withExtendedLifetime(token) {}
  }

  @Test func `the headless example animates and checks as the README says`() throws {
    let before = try Snapshot { SnapshotSection("Books") { Book(id: 1, title: "Emma") } }
    let after = try Snapshot {
      SnapshotSection("Books") {
        Book(id: 2, title: "Dune")
        Book(id: 1, title: "Emma, 2nd ed.")
      }
    }
    let view = HeadlessListView()
    let dataSource = ListDataSource(
      surface: view, registration: CellRegistration<BookCell, Book>())
    dataSource.apply(before)
    dataSource.apply(after)
    #expect(view.problems.isEmpty)
    #expect(view.shownTokens == after.items.map { ItemToken($0) })
  }
}
