#if canImport(AppKit) && os(macOS)
package import AppKit
package import Tabula
package import TabulaAppKit
package import TabulaExampleModels

/// Seed 001 on the Mac: the books in a table, one group row per author, in ``BookCellView``s.
/// Type a title to jump to it, select several books with ⌘ or ⇧, delete them with the Delete
/// key or a trailing swipe, drag one book or the selection to reorder an author's books (a
/// book stays with its author: the table offers no drop under another), and undo with ⌘Z.
package final class BooksTableViewController: NSViewController {
  /// The books, one section per author headed by the author's name.
  package let books: EditableList<ListSection, Book>

  /// The table's adapter, once the view is loaded.
  package private(set) var adapter: TableViewAdapter<ListSection, Book>?

  private var observation: ObservationToken?

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

  /// The books of a shelf, one section per author, headed by the author's name.
  ///
  /// - Parameter shelf: The authors, each with the titles of their books.
  /// - Returns: The snapshot; empty if two books have one title.
  package static func snapshot(of shelf: [(Author, [String])]) -> Snapshot<ListSection, Book> {
    let sections = shelf.map { author, titles in
      SnapshotSection(
        ListSection(id: author.name, header: author.name),
        items: titles.map { Book(title: $0, author: author.name) })
    }
    return (try? Snapshot(sections: sections)) ?? Snapshot()
  }

  /// A scrolling table of one column, bound to the books.
  package override func loadView() {
    let tableView = ListTableView()
    tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Book")))
    tableView.headerView = nil
    tableView.usesAutomaticRowHeights = true
    let scrollView = NSScrollView()
    scrollView.documentView = tableView
    scrollView.hasVerticalScroller = true
    view = scrollView
    let registration = CellRegistration<BookCellView, Book> { cell, _, book in
      cell.textField?.stringValue = book.title
      cell.authorField.stringValue = book.author
    }
    var behavior = ListBehavior<Book>(allowsDeleting: true, allowsMoving: true)
    behavior.moveRule = { _, from, to in
      from.section == to.section ? .allowed : .refused(reason: "a book stays with its author")
    }
    behavior.allowsMultipleSelection = true
    behavior.deselectsOnSelection = false
    let adapter = TableViewAdapter<ListSection, Book>(
      tableView: tableView, registration: registration, typeSelectText: \.title,
      behavior: behavior)
    observation = adapter.dataSource.bind(to: books)
    self.adapter = adapter
  }

  /// Registers the user's deletes and moves on the window's undo manager, once the table is
  /// in one.
  package override func viewDidAppear() {
    super.viewDidAppear()
    adapter?.connectUndo(of: books)
  }
}
#endif
