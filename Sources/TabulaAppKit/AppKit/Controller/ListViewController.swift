#if canImport(AppKit) && os(macOS)
public import AppKit
public import Tabula

/// A whole screen of a list: a view controller whose view is a scroll view around a table of
/// one column, bound to a provider through a ``TableViewAdapter``, with the provider's loading
/// shown in a ``ListStatusView`` over the rows and ⌘Z connected to its undo once the view is
/// in a window.
///
/// ```swift
/// let registration = CellRegistration<NSTableCellView, User> { cell, _, user in
///   cell.textField?.stringValue = user.name
/// }
/// let screen = ListViewController(
///   provider: users, registration: registration, emptyText: "No users")
/// window.contentViewController = screen
/// ```
///
/// The rows keep the user's place across updates (the data source's `scrollAnchoring`); a
/// paged provider loads its next page as the last rows show.
@MainActor
public final class ListViewController<Section: SectionModel, Item: Identifiable & Equatable>:
  NSViewController
where Item.ID: Sendable {
  /// The table: Delete deletes the selection when the list allows it.
  public let tableView = ListTableView()
  /// The table's adapter, whose data source is bound to the provider.
  public let adapter: TableViewAdapter<Section, Item>
  /// The text over a loaded list without rows.
  public let emptyText: String?
  /// The view of the provider's loading, once the view is loaded.
  public private(set) var statusView: ListStatusView?
  private let binding: ObservationToken
  private let showStatus: @MainActor (ListViewController) -> ListStatusView?

  /// Creates the screen of a provider's list.
  ///
  /// - Parameters:
  ///   - provider: The list.
  ///   - registration: Makes and configures the view of each row.
  ///   - emptyText: The text over a loaded list without rows; `nil` shows nothing there.
  ///   - typeSelectText: The text type-to-select matches for an item; `nil` for none.
  ///   - behavior: Selection, editing and actions.
  ///   - diagnostics: Where the data source reports what it could not do.
  public init<Cell: NSView>(
    provider: some DataProvider<Section, Item>, registration: CellRegistration<Cell, Item>,
    emptyText: String? = nil, typeSelectText: (@MainActor (Item) -> String?)? = nil,
    behavior: ListBehavior<Item> = ListBehavior(), diagnostics: ListDiagnostic.Handler = .print
  ) {
    tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Item")))
    tableView.headerView = nil
    tableView.usesAutomaticRowHeights = true
    adapter = TableViewAdapter(
      tableView: tableView, registration: registration, typeSelectText: typeSelectText,
      behavior: behavior, diagnostics: diagnostics)
    binding = adapter.dataSource.bind(to: provider)
    self.emptyText = emptyText
    showStatus = { screen in screen.adapter.showStatus(of: provider, emptyText: screen.emptyText) }
    super.init(nibName: nil, bundle: nil)
  }

  /// Not available: the screen is made in code.
  ///
  /// - Parameter coder: An archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A scroll view around the table, with the status view over it.
  public override func loadView() {
    let scrollView = NSScrollView()
    scrollView.documentView = tableView
    scrollView.hasVerticalScroller = true
    view = scrollView
    statusView = showStatus(self)
  }

  /// Connects ⌘Z to the provider's undo, once the table is in a window.
  public override func viewDidAppear() {
    super.viewDidAppear()
    adapter.connectUndo()
  }
}
#endif
