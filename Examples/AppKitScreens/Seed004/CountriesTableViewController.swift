#if canImport(AppKit) && os(macOS)
package import AppKit
package import Tabula
package import TabulaAppKit
package import TabulaExampleDatabase
package import TabulaExampleModels
package import TabulaGRDB

/// Seed 004 on the Mac: the countries live from SQLite in a table, one group row per
/// continent, each country with its capital, and a status line under the rows.
///
/// The table is bound to TabulaGRDB's `QueryProvider`: any write to the database, by this
/// screen or another connection, reaches the table as one animated batch. The user deletes
/// countries with the Delete key or a trailing swipe; the deletes are written to the
/// database, and ⌘Z writes a deleted country back (⇧⌘Z deletes it again). The status line says what ``TabulaExampleModels/CountriesStatus`` decides:
/// loading until the query's first result, then the counts, and the error of an update that
/// failed.
///
/// ```swift
/// let controller = CountriesTableViewController(database: try CountriesDatabase())
/// window.contentViewController = controller
/// ```
package final class CountriesTableViewController: NSViewController {
  /// The database the table shows.
  package let database: CountriesDatabase

  /// The live query, once the view is loaded.
  package private(set) var provider: QueryProvider<ListSection, Country>?

  /// The table's adapter, once the view is loaded.
  package private(set) var adapter: TableViewAdapter<ListSection, Country>?

  /// What the status line says.
  package private(set) var status = CountriesStatus() {
    didSet { showStatus() }
  }

  /// The status line under the rows.
  package let statusField = NSTextField(labelWithString: "")

  private var tokens: [ObservationToken] = []

  /// Creates the screen.
  ///
  /// - Parameter database: The countries' database.
  package init(database: CountriesDatabase) {
    self.database = database
    super.init(nibName: nil, bundle: nil)
    title = "Countries"
  }

  /// Not available: the screen is made in code.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }

  /// The table over the status line, bound to a live query of the database.
  package override func loadView() {
    let tableView = ListTableView()
    tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Country")))
    tableView.headerView = nil
    let scrollView = NSScrollView()
    scrollView.documentView = tableView
    scrollView.hasVerticalScroller = true
    let stack = NSStackView(views: [scrollView, statusField])
    stack.orientation = .vertical
    stack.alignment = .leading
    stack.edgeInsets = NSEdgeInsets(top: 0, left: 0, bottom: 6, right: 0)
    scrollView.widthAnchor.constraint(equalTo: stack.widthAnchor).isActive = true
    view = stack
    showStatus()
    let provider = database.provider { [weak self] error in self?.status.fail(error) }
    let registration = CellRegistration<CountryCellView, Country> { cell, _, country in
      cell.textField?.stringValue = country.name
      cell.capitalField.stringValue = country.capital
    }
    let adapter = TableViewAdapter<ListSection, Country>(
      tableView: tableView, registration: registration, typeSelectText: \.name,
      behavior: ListBehavior(allowsDeleting: provider.isEditable))
    tokens = [
      adapter.dataSource.bind(to: provider),
      provider.observe { [weak self] snapshot in self?.status.show(snapshot) },
    ]
    self.provider = provider
    self.adapter = adapter
  }

  /// Registers the user's deletes on the window's undo manager, once the table is in one.
  package override func viewDidAppear() {
    super.viewDidAppear()
    adapter?.connectUndo()
  }

  private func showStatus() {
    statusField.stringValue = status.text
    statusField.textColor = status.isFailure ? .systemRed : .secondaryLabelColor
  }
}
#endif
