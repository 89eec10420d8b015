import Tabula
import TabulaTesting
import Testing

/// The example of `ListDataSource`'s documentation, "Waiting until a snapshot shows", line for
/// line, so that it stays true.
@MainActor
struct ListDataSourceDocumentationTests {
  struct Book: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  final class BookCell: ConfigurableCell, HeadlessConstructibleCell {
    init() {}
    func configure(with book: Book, at path: ItemPath) {}
  }

  /// The example, with `print` handed in.
  func showBooks(
    _ books: [Book], in dataSource: ListDataSource<ListSection, Book>,
    print: (String) -> Void
  ) async throws {
    await dataSource.apply(try Snapshot { SnapshotSection("Books") { books } })
    let first = dataSource.item(at: ItemPath(section: 0, item: 0))  // shown, not only planned
    print(first?.title ?? "no books")
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `awaiting apply shows the books before it returns, as the documentation says`()
    async throws
  {
    let view = HeadlessListView(completesUpdatesImmediately: false)
    let dataSource = ListDataSource(surface: view, registration: CellRegistration<BookCell, Book>())
    view.layoutIfNeeded()
    var printed: [String] = []
    let books = [Book(id: 1, title: "Emma"), Book(id: 2, title: "Dune")]
    let showing = Task.immediate {
      try await showBooks(books, in: dataSource) { printed.append($0) }
    }
    try #require(dataSource.waitingCompletionCount == 1)  // animating: not returned yet
    #expect(printed.isEmpty)
    view.finishAnimations()
    try #require(dataSource.waitingCompletionCount == 0)
    try await showing.value
    #expect(printed == ["Emma"])
    #expect(view.shownTokens == books.map { ItemToken($0) })
    #expect(view.problems.isEmpty)
  }
}
