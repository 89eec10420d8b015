import Tabula
import TabulaExampleModels

/// Seed 001's screens in one: books in a ``BookCell`` through a `CellRegistration`, in one
/// section per author whose header is the author's name and whose footer is the birth date,
/// as the seed's `AuthorDataSource` adds headers.
enum BooksScreen {
  /// The books, one section per author.
  ///
  /// - Parameter shelf: The authors with their books' titles.
  /// - Returns: The snapshot.
  static func snapshot(of shelf: [(Author, [String])]) -> Snapshot<ListSection, Book> {
    let snapshot = try? Snapshot {
      for (author, titles) in shelf {
        SnapshotSection(
          ListSection(id: author.id, header: author.name, footer: "Born on: \(author.born)")
        ) {
          titles.map { Book(title: $0, author: author.name) }
        }
      }
    }
    return snapshot ?? Snapshot()
  }

  /// Makes the screen.
  ///
  /// - Parameter navigator: The stack the screen goes on.
  /// - Returns: The screen.
  @MainActor
  static func make(_ navigator: Navigator) -> any DemoScreen {
    let behavior = ScreenBehavior<Book>(
      title: { snapshot in
        // An author whose every book was deleted keeps a section, and counts no more.
        let authors = (0..<snapshot.numberOfSections).count {
          (snapshot.numberOfItems(inSectionAt: $0) ?? 0) > 0
        }
        return "Books (seed 001): \(snapshot.numberOfItems) by "
          + authors.counting("author", "authors")
      },
      describe: \.title,
      matches: { book, text in
        book.title.lowercased().contains(text) || book.author.lowercased().contains(text)
      })
    let view = navigator.makeView()
    view.emptyText = "No books"
    return ListScreen(
      model: EditableList(snapshot(of: Author.shelf)), view: view, behavior: behavior,
      log: navigator.log
    ) { view, diagnostics in
      ListDataSource(
        surface: view, registration: CellRegistration<BookCell, Book>(), diagnostics: diagnostics)
    }
  }
}
