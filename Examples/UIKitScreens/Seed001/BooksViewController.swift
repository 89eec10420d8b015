#if canImport(UIKit)
package import Tabula
import TabulaUIKit
package import UIKit
package import TabulaExampleModels

/// Seed 001's `MyTableViewController`: a plain view controller holding a table, whose data
/// source and delegate live in a `ListDataSource` that shows books in ``BookCell``s, one
/// section per author with the author's name as its header.
package final class BooksViewController: UIViewController {
  /// The table, which is the controller's view.
  package let tableView = UITableView(frame: .zero, style: .plain)

  /// The books, one section per author.
  package let books: EditableList<ListSection, Book>

  /// The data source of the table, once the view is loaded.
  package private(set) var dataSource: ListDataSource<ListSection, Book>?

  private var observation: ObservationToken?

  // MARK: Lifecycle

  /// Creates the screen.
  ///
  /// - Parameter shelf: The authors, each with the titles of their books.
  package init(shelf: [(Author, [String])] = Author.shelf) {
    books = EditableList(Self.snapshot(of: shelf))
    super.init(nibName: nil, bundle: nil)
    title = "Books"
  }

  /// Not available: the screen is made in code.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }

  // MARK: Internal

  /// The books of a shelf, one section per author, headed by the author's name.
  ///
  /// - Parameter shelf: The authors, each with the titles of their books.
  /// - Returns: The snapshot; empty if two books have one title.
  package static func snapshot(of shelf: [(Author, [String])]) -> Snapshot<ListSection, Book> {
    let sections = shelf.map { author, titles in
      SnapshotSection(
        section(for: author.name), items: titles.map { Book(title: $0, author: author.name) })
    }
    return (try? Snapshot(sections: sections)) ?? Snapshot()
  }

  /// Makes the table the controller's view.
  package override func loadView() {
    view = tableView
  }

  /// Sizes rows by their content, as the seed's data source does, and connects the books.
  package override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 55
    let dataSource = ListDataSource<ListSection, Book>(
      surface: tableView, registration: CellRegistration<BookCell, Book>())
    observation = dataSource.bind(to: books)
    self.dataSource = dataSource
  }

  /// Adds a book at the end of its author's section, or in a new section for a new author;
  /// the table animates the insertion.
  ///
  /// - Parameter book: The book.
  /// - Throws: `SnapshotError` if a book with that title is already on the shelf.
  package func add(_ book: Book) throws {
    var snapshot = books.snapshot
    if snapshot.index(ofSection: book.author) == nil {
      try snapshot.appendSections([Self.section(for: book.author)])
    }
    try snapshot.appendItems([book], toSection: book.author)
    books.replace(with: snapshot)
  }

  // MARK: Private

  private static func section(for author: String) -> ListSection {
    ListSection(id: author, header: author)
  }
}
#endif
