import Tabula
import TabulaTesting
import Testing

/// The examples of TabulaTesting's landing page and of its article "Testing a screen with a
/// headless list" (`TabulaTesting.docc/TestingAScreen.md`), line for line, so that they stay
/// true.
@MainActor
struct TestingAScreenArticleTests {
  struct Book: Identifiable, Equatable { let id: Int; var title: String }

  final class BookCell: ConfigurableCell {  // a screen's cell, without UIKit
    var title = ""
    func configure(with book: Book, at path: ItemPath) { title = book.title }
  }

  /// The app's cover images, which the article's cell needs to be made.
  @MainActor final class CoverCache {
    func cover(of id: Int) -> String? { "cover \(id)" }
  }

  final class CoverCell: ConfigurableCell {
    let covers: CoverCache
    var title = ""
    var cover: String?
    init(covers: CoverCache) { self.covers = covers }
    func configure(with book: Book, at path: ItemPath) {
      title = book.title
      cover = covers.cover(of: book.id)
    }
  }

  /// Where the screen goes when the user selects a book.
  @MainActor final class Router {
    var opened: [Book] = []
    func open(_ book: Book) { opened.append(book) }
  }

  let emma = Book(id: 1, title: "Emma"), dune = Book(id: 2, title: "Dune")

  @Test func `deleting a book animates one row away`() throws {
    let emma = Book(id: 1, title: "Emma"), dune = Book(id: 2, title: "Dune")
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
    #expect(view.problems.isEmpty)  // no illegal batch, no stale or misplaced row
    #expect(view.updateCounts.batches == 1)

    // What the rows show.
    #expect(view.shownTokens == [ItemToken(dune)])
    #expect(view.counts == [1])
    let cell = try #require(view.rows[0][0].cell as? BookCell)
    #expect(cell.title == "Dune")
    withExtendedLifetime(token) {}
  }

  @Test func `the landing page's example deletes a row without a problem`() throws {
    let books = EditableList(
      try Snapshot {
        SnapshotSection("Books") {
          emma; dune
        }
      })
    let view = HeadlessListView()
    let dataSource = ListDataSource(surface: view, registration: CellRegistration<BookCell, Book>())
    let token = dataSource.bind(to: books)
    try books.perform(.deleteItems([emma.id]), named: "Delete")
    #expect(view.problems.isEmpty)  // no illegal batch, no stale or misplaced row
    #expect(view.shownTokens == [ItemToken(dune)])
    withExtendedLifetime(token) {}
  }

  @Test func `a cell made with makeCell shows its book, and the other cells are made as usual`()
    throws
  {
    let covers = CoverCache()
    let view = HeadlessListView { registration in
      registration.reuseIdentifier == CoverCell.reuseIdentifier
        ? CoverCell(covers: covers) : HeadlessListView.makeRegisteredCell(registration)
    }
    let coverCells = ListDataSource(
      surface: view, registration: CellRegistration<CoverCell, Book>())
    coverCells.apply(
      try Snapshot {
        SnapshotSection("Books") {
          emma; dune
        }
      })
    let cell = try #require(view.rows[0][1].cell as? CoverCell)
    #expect(cell.title == "Dune")
    #expect(cell.cover == "cover 2")
    #expect(view.problems.isEmpty)

    let other = HeadlessListView { registration in
      registration.reuseIdentifier == CoverCell.reuseIdentifier
        ? CoverCell(covers: covers) : HeadlessListView.makeRegisteredCell(registration)
    }
    let bookCells = ListDataSource(
      surface: other, registration: CellRegistration<BookCell, Book>())
    bookCells.apply(try Snapshot { SnapshotSection("Books") { emma } })
    #expect((other.rows[0][0].cell as? BookCell)?.title == "Emma")
    #expect(other.problems.isEmpty)
  }

  @Test func `a cell the view cannot make shows a placeholder, and the problem names the fix`()
    throws
  {
    let view = HeadlessListView()
    let dataSource = ListDataSource(
      surface: view, registration: CellRegistration<CoverCell, Book>())
    dataSource.apply(try Snapshot { SnapshotSection("Books") { emma } })
    #expect(!(view.rows[0][0].cell is CoverCell))
    #expect(view.problems.map(\.kind) == [.cannotMakeCell(CoverCell.reuseIdentifier)])
    #expect(view.problems.first?.message.contains("HeadlessConstructibleCell") == true)
  }

  @Test func `only the visible window has cells, and scrolling moves it`() throws {
    let books = (1...30).map { Book(id: $0, title: "Book \($0)") }
    let view = HeadlessListView()
    #expect(view.visibleRowLimit == 20)
    let dataSource = ListDataSource(surface: view, registration: CellRegistration<BookCell, Book>())
    dataSource.apply(try Snapshot { SnapshotSection("Books") { books } })
    #expect(view.rows[0].prefix(20).allSatisfy { $0.cell != nil })
    #expect(view.rows[0].dropFirst(20).allSatisfy { $0.cell == nil })
    view.scroll(toRow: 10)
    #expect(view.rows[0].prefix(10).allSatisfy { $0.cell == nil })
    #expect(view.rows[0].dropFirst(10).allSatisfy { $0.cell != nil })
    #expect(view.cellsCreated <= 21)
    #expect(view.problems.isEmpty)
  }

  @Test func `scrolling tells the data source of each row that comes into view`() async throws {
    let view = HeadlessListView(visibleRowLimit: 10)
    let dataSource = ListDataSource<ListSection, Book>(
      surface: view, registration: CellRegistration<BookCell, Book>(), diagnostics: .ignore)
    let books = PagedProvider<Book, Int>(prefetchDistance: 5) { cursor in
      let start = cursor ?? 1
      return ((start..<start + 20).map { Book(id: $0, title: "Book \($0)") }, start + 20)
    }
    let token = dataSource.bind(to: books)
    await books.refresh()?.value
    #expect(books.pagingState == .idle)
    view.scroll(toRow: 6)  // rows 6 to 15 come into view: row 14 is 5 rows from the end
    #expect(books.pagingState == .loadingNextPage)
    withExtendedLifetime(token) {}
  }

  @Test func `acting as the user: a tap, a deletion and its undo`() throws {
    let router = Router()
    let books = EditableList(
      try Snapshot {
        SnapshotSection("Books") {
          emma; dune
        }
      })
    let view = HeadlessListView()
    let dataSource = ListDataSource(surface: view, registration: CellRegistration<BookCell, Book>())
    let token = dataSource.bind(to: books)

    dataSource.behavior = ListBehavior(allowsDeleting: true) { book, _ in router.open(book) }
    #expect(view.simulateUserTap(at: ItemPath(section: 0, item: 1)))
    #expect(router.opened == [dune])
    #expect(view.simulateUserDelete(at: ItemPath(section: 0, item: 0)))
    #expect(view.shownTokens == [ItemToken(dune)])
    #expect(try books.undo() == "Delete")
    #expect(view.shownTokens == [ItemToken(emma), ItemToken(dune)])
    #expect(view.problems.isEmpty)
    withExtendedLifetime(token) {}
  }

  @Test func `a deletion the behaviour does not allow returns false and changes nothing`() throws {
    let books = EditableList(
      try Snapshot {
        SnapshotSection("Books") {
          emma; dune
        }
      })
    let view = HeadlessListView()
    let dataSource = ListDataSource(surface: view, registration: CellRegistration<BookCell, Book>())
    let token = dataSource.bind(to: books)
    #expect(!view.simulateUserDelete(at: ItemPath(section: 0, item: 0)))
    #expect(view.shownTokens == [ItemToken(emma), ItemToken(dune)])
    #expect(books.snapshot.itemIdentifiers == [1, 2])
    withExtendedLifetime(token) {}
  }

  @Test func `an item token tells an old version of an item from the new one`() {
    #expect(ItemToken(emma) != ItemToken(Book(id: 1, title: "Emma, revised")))
    #expect(ItemToken(emma) == ItemToken(Book(id: 1, title: "Emma")))
  }
}

extension TestingAScreenArticleTests.BookCell: HeadlessConstructibleCell {}  // the one line
