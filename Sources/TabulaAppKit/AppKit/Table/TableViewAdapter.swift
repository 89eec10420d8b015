#if canImport(AppKit) && os(macOS)
public import AppKit
@_spi(Surfaces) @_spi(AppKitUpdates) public import Tabula

/// Binds a list data source to a view-based `NSTableView`: the table shows the list's rows,
/// each section's header as a group row, and takes each update of the list as a batch of
/// incremental calls inside `beginUpdates()` and `endUpdates()`.
///
/// ```swift
/// let registration = CellRegistration<BookCellView, Book> { cell, _, book in
///   cell.textField?.stringValue = book.title
/// }
/// let adapter = TableViewAdapter<Shelf, Book>(
///   tableView: tableView, registration: registration, typeSelectText: \.title)
/// token = adapter.dataSource.bind(to: books)
/// adapter.connectUndo(of: books)
/// ```
///
/// Cell views are made from the registration's class (or nib) and reused by its reuse
/// identifier (`makeView(withIdentifier:owner:)`); the registration's handler gets them
/// typed. The selection is the data source's, kept by identity across updates; with multiple
/// selection allowed, ⌘- and ⇧-clicks add rows. A right-click shows the data source's
/// context-menu actions for the row, a swipe its swipe actions (a trailing Delete by
/// default). In a ``ListTableView``, Delete deletes the selection; ⌘Z undoes through the
/// window's undo manager once ``connectUndo(of:to:)`` connects the list. Keep the adapter:
/// the table view holds its data source and delegate weakly.
@MainActor
public final class TableViewAdapter<Section: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// The data source: bind it to a provider, read and set its selection.
  public let dataSource: ListDataSource<Section, Item>
  /// The table view.
  public private(set) weak var tableView: NSTableView?
  private let surface = TableSurface()
  private let host: TableViewHost
  private let coordinator: TableViewCoordinator

  /// The animation of inserted and removed rows; `.effectFade` by default.
  public var animation: NSTableView.AnimationOptions {
    get { host.animation }
    set { host.animation = newValue }
  }

  /// Binds a table view to a new data source whose items are shown by one registration.
  ///
  /// - Parameters:
  ///   - tableView: A view-based table view, with at least one column.
  ///   - registration: How each item's cell view is made and configured.
  ///   - typeSelectText: The text type-to-select matches for an item; `nil` leaves type-to-select
  ///     to what the cells show, as AppKit does by default.
  ///   - behavior: What the user may do: delete, select several rows (read once, here, for
  ///     the view's `allowsMultipleSelection`), and the actions of swipes and menus.
  ///   - diagnostics: Where the data source reports misuse.
  public init<Cell: NSView>(
    tableView: NSTableView, registration: CellRegistration<Cell, Item>,
    typeSelectText: (@MainActor (Item) -> String?)? = nil,
    behavior: ListBehavior<Item> = ListBehavior(),
    diagnostics: ListDiagnostic.Handler = .print
  ) {
    self.tableView = tableView
    host = TableViewHost(tableView: tableView, animation: .effectFade)
    coordinator = TableViewCoordinator(surface: surface, tableView: tableView)
    dataSource = ListDataSource(
      surface: surface, registration: registration, diagnostics: diagnostics)
    dataSource.behavior = behavior
    surface.view = host
    let dataSource = dataSource
    if let typeSelectText {
      surface.typeSelectText = { path in dataSource.snapshot.item(at: path).flatMap(typeSelectText)
      }
    }
    surface.deleteSelection = { dataSource.deleteSelection() }
    tableView.allowsMultipleSelection = dataSource.allowsMultipleSelection
    tableView.dataSource = coordinator
    tableView.delegate = coordinator
    if tableView.menu == nil { tableView.menu = NSMenu() }
    tableView.menu?.delegate = coordinator
    (tableView as? ListTableView)?.performCommand = { [surface] in surface.perform($0) }
    surface.reloadData()
  }

  /// Registers the edits of a list on an undo manager: the user's deletes and moves are
  /// undone by ⌘Z and redone by ⇧⌘Z.
  ///
  /// - Parameters:
  ///   - list: The editable list the data source is bound to.
  ///   - undoManager: The undo manager; the table's (its window's) by default.
  /// - Returns: Whether an undo manager was connected: the table has none outside a window.
  @discardableResult
  public func connectUndo(
    of list: EditableList<Section, Item>, to undoManager: UndoManager? = nil
  ) -> Bool {
    guard let undoManager = undoManager ?? tableView?.undoManager else { return false }
    list.connectUndo(to: undoManager)
    return true
  }
}
#endif
