#if canImport(UIKit)
package import Tabula
import TabulaUIKit
package import UIKit
package import TabulaExampleModels

/// Seed 001's `AuthorTableViewController`: the same pattern as ``BooksViewController`` with
/// another cell and another array: the authors in ``AuthorCell``s, under an "Authors" header.
package final class AuthorsViewController: UIViewController {
  /// The table, which is the controller's view.
  package let tableView = UITableView(frame: .zero, style: .plain)

  /// The authors, in one section.
  package let authors: EditableList<ListSection, Author>

  /// The data source of the table, once the view is loaded.
  package private(set) var dataSource: ListDataSource<ListSection, Author>?

  private var observation: ObservationToken?

  // MARK: Lifecycle

  /// Creates the screen.
  ///
  /// - Parameter authors: The authors, in order.
  /// - Throws: `SnapshotError` if two authors have one name.
  package init(authors: [Author] = Author.shelf.map(\.0)) throws {
    self.authors = try EditableList(items: authors, section: ListSection("Authors"))
    super.init(nibName: nil, bundle: nil)
    title = "Authors"
  }

  /// Not available: the screen is made in code.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }

  // MARK: Internal

  /// Makes the table the controller's view.
  package override func loadView() {
    view = tableView
  }

  /// Sizes rows by their content, as the seed's `AuthorDataSource.setup()` does, and connects
  /// the authors.
  package override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 55
    let dataSource = ListDataSource<ListSection, Author>(
      surface: tableView, registration: CellRegistration<AuthorCell, Author>())
    observation = dataSource.bind(to: authors)
    self.dataSource = dataSource
  }
}
#endif
