import Tabula
@_spi(Surfaces) import TabulaTesting
import Testing

/// The examples of the article "What problems reports"
/// (`TabulaTesting.docc/WhatProblemsReports.md`), line for line, so that they stay true: one
/// test per kind of problem.
@MainActor
struct WhatProblemsReportsArticleTests {
  struct Book: Identifiable, Equatable { let id: Int; var title: String }

  final class BookCell: ConfigurableCell, HeadlessConstructibleCell {
    init() {}
    var title = ""
    func configure(with book: Book, at path: ItemPath) { title = book.title }
  }

  final class PriceCell: ConfigurableCell {
    init(currency: String) {}
    func configure(with book: Book, at path: ItemPath) {}
  }

  let emma = Book(id: 1, title: "Emma"), dune = Book(id: 2, title: "Dune")

  func books() throws -> Snapshot<ListSection, Book> {
    try Snapshot {
      SnapshotSection("Books") {
        emma; dune
      }
    }
  }

  /// A headless view whose data source shows `books`, without a problem.
  func viewShowingBooks() throws -> (HeadlessListView, ListDataSource<ListSection, Book>) {
    let view = HeadlessListView()
    let dataSource = ListDataSource(surface: view, registration: CellRegistration<BookCell, Book>())
    dataSource.apply(try books())
    #expect(view.problems.isEmpty)
    return (view, dataSource)
  }

  @Test func `a cell the view cannot make is reported once, and the rows show their items`()
    throws
  {
    let books = try books()
    let view = HeadlessListView()
    let dataSource = ListDataSource(
      surface: view, registration: CellRegistration<PriceCell, Book>())
    dataSource.apply(books)
    #expect(view.problems.map(\.kind) == [.cannotMakeCell(PriceCell.reuseIdentifier)])
    #expect(view.shownTokens == [ItemToken(emma), ItemToken(dune)])
    let message = try #require(view.problems.first?.message)
    #expect(message.contains("PriceCell"))
    #expect(message.contains("HeadlessConstructibleCell"))
    #expect(message.contains("makeCell"))
    #expect(view.problems.first?.description == message)
  }

  @Test func `an identifier nobody registered is reported at each dequeue`() throws {
    let books = try books()
    let view = HeadlessListView()
    let dataSource = ListDataSource<ListSection, Book>(
      surface: view, registrations: { _ in [] }
    ) { surface, path, _ in
      surface.dequeueCell(withReuseIdentifier: "book", for: path)
    }
    dataSource.apply(books)
    #expect(
      view.problems.map(\.kind) == [
        .unregisteredIdentifier("book"), .unregisteredIdentifier("book"),
      ])
    #expect(
      view.problems.first?.message.hasPrefix("unable to dequeue a cell with identifier book")
        == true)
  }

  @Test func `a row the data source gives no cell is reported at its position`() throws {
    let books = try books()
    let dune = dune
    let view = HeadlessListView()
    let dataSource = ListDataSource<ListSection, Book>(
      surface: view, registrations: { _ in [CellRegistration<BookCell, Book>().erased] },
      diagnostics: .ignore
    ) { surface, path, book in
      book == dune
        ? nil : surface.dequeueCell(withReuseIdentifier: BookCell.reuseIdentifier, for: path)
    }
    dataSource.apply(books)
    #expect(view.problems.map(\.kind) == [.missingCell(ItemPath(section: 0, item: 1))])
  }

  @Test func `a batch UIKit would refuse is reported with UIKit's text, and the view reloads`()
    throws
  {
    let (view, dataSource) = try viewShowingBooks()
    var completions: [Bool] = []
    view.performBatchUpdates(
      BatchUpdate(insertedItems: [ItemPath(section: 0, item: 2)]), updateData: {}
    ) { finished in
      #expect(!finished)
      completions.append(finished)
    }
    #expect(
      view.problems.first?.message == "attempt to insert row 2 into section 0, "
        + "but there are only 2 rows in section 0 after the update")
    #expect(view.problems.count == 2)  // and the number of rows in section 0 does not add up
    #expect(
      view.problems.last?.message.hasPrefix(
        "Invalid update: invalid number of rows in section 0") == true)
    #expect(completions == [false])
    #expect(view.counts == [2])
    #expect(view.shownTokens == [ItemToken(emma), ItemToken(dune)])
    withExtendedLifetime(dataSource) {}
  }

  @Test func `a row that shows the wrong item is reported at its position`() throws {
    let (view, dataSource) = try viewShowingBooks()
    // dataSource shows `books`; the batch moves a row, but the data did not change
    let move = BatchUpdate.Move(
      from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1))
    view.performBatchUpdates(BatchUpdate(movedItems: [move]), updateData: {}) { _ in }
    #expect(
      view.problems.map(\.kind) == [
        .wrongRow(ItemPath(section: 0, item: 0)), .wrongRow(ItemPath(section: 0, item: 1)),
      ])
    #expect(
      view.problems.first?.message == #"row [0, 0] shows Book(id: 2, title: "Dune") "#
        + #"but the data source has Book(id: 1, title: "Emma")"#)
    withExtendedLifetime(dataSource) {}
  }

  @Test func `an update inside an update is reported`() throws {
    let (view, dataSource) = try viewShowingBooks()
    view.performBatchUpdates(BatchUpdate(), updateData: { view.reloadData() }) { _ in }
    #expect(view.problems.map(\.message) == ["reloadData() called inside a batch update"])
    #expect(view.problems.map(\.kind) == [.nestedUpdate])
    withExtendedLifetime(dataSource) {}
  }

  @Test func `a selection outside the list is reported`() throws {
    let (view, dataSource) = try viewShowingBooks()
    view.selectItem(at: ItemPath(section: 0, item: 5))
    #expect(view.problems.map(\.message) == ["selected [0, 5], outside [2]"])
    #expect(view.problems.map(\.kind) == [.selectionOutOfRange(ItemPath(section: 0, item: 5))])
    withExtendedLifetime(dataSource) {}
  }
}
