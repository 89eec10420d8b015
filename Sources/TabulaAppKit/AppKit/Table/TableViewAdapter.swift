#if canImport(AppKit) && os(macOS)
public import AppKit
@_spi(Surfaces) @_spi(AppKitUpdates) public import Tabula

/// Binds a list data source to a view-based `NSTableView`: the table shows the list's rows,
/// each section's header as a group row and its footer as a row below its items, and takes
/// each update of the list as a batch of incremental calls inside `beginUpdates()` and
/// `endUpdates()`.
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
/// context-menu actions for the row, or for every selected row when it is one of several
/// selected; a double-click runs ``ListViewAdapter/primaryAction``; a swipe shows its swipe
/// actions (a trailing Delete by default). In a ``ListTableView``, Delete deletes the
/// selection; ⌘Z undoes through the window's undo manager once
/// ``ListViewAdapter/connectUndo(to:)`` connects it. When the
/// behaviour allows moving and the bound provider is editable, the user reorders rows by
/// dragging them, one or the whole selection, within and across sections: a drop onto a row
/// goes above it, onto a group row to the start of its section, and the list's `moveRule`
/// decides where rows may land; each drop is one undoable "Move".
/// Keep the adapter: the table view holds its data source and delegate weakly.
@MainActor
public final class TableViewAdapter<Section: SectionModel, Item: Identifiable & Equatable>:
  ListViewAdapter<Section, Item>
where Item.ID: Sendable {
  /// The table view.
  public private(set) weak var tableView: NSTableView?

  /// Makes the view of a section's group row, in place of its title in a text field: a
  /// section shows a group row when it has a title (its model's `header`, or the behaviour's
  /// `headerTitle`). `nil`, or a `nil` view, shows the title.
  public var makeHeaderView: (@MainActor (Section) -> NSView?)? {
    didSet { connectHeaderViews() }
  }

  /// Makes the view of a section's footer row, in place of its footer title in a text field:
  /// a section shows a footer row below its items when it has a footer title (its model's
  /// `footer`, or the behaviour's `footerTitle`). `nil`, or a `nil` view, shows the title.
  public var makeFooterView: (@MainActor (Section) -> NSView?)? {
    didSet { connectFooterViews() }
  }

  private let coordinator: TableViewCoordinator

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
  public convenience init<Cell: NSView>(
    tableView: NSTableView, registration: CellRegistration<Cell, Item>,
    typeSelectText: (@MainActor (Item) -> String?)? = nil,
    behavior: ListBehavior<Item> = ListBehavior(),
    diagnostics: ListDiagnostic.Handler = .print
  ) {
    self.init(tableView: tableView, typeSelectText: typeSelectText, behavior: behavior) {
      ListDataSource(surface: $0, registration: registration, diagnostics: diagnostics)
    }
  }

  /// Binds a table view to a new data source of rows of several cell view types, each row
  /// (a ``ListRow``, from a `RowPresenter` or a `Snapshot` of rows) carrying its own typed
  /// registration: every type is registered with the view as the rows first show it, and
  /// each row's cell view is made from its own type, reused with the others of its type, and
  /// configured by its row with no cast. A row's `onSelect` runs when the user selects it.
  ///
  /// ```swift
  /// let adapter = TableViewAdapter<ListSection, ListRow<String>>(tableView: tableView)
  /// token = adapter.dataSource.bind(to: EditableList(rows))
  /// ```
  ///
  /// - Parameters:
  ///   - tableView: A view-based table view, with at least one column.
  ///   - behavior: What the user may do.
  ///   - diagnostics: Where the data source reports misuse: two rows with one identity, two
  ///     registrations of one reuse identifier.
  public convenience init<RowID>(
    tableView: NSTableView, behavior: ListBehavior<Item> = ListBehavior(),
    diagnostics: ListDiagnostic.Handler = .print
  ) where Item == ListRow<RowID> {
    self.init(tableView: tableView, typeSelectText: nil, behavior: behavior) {
      ListDataSource(surface: $0, diagnostics: diagnostics)
    }
  }

  private init(
    tableView: NSTableView, typeSelectText: (@MainActor (Item) -> String?)?,
    behavior: ListBehavior<Item>,
    dataSource: (TableSurface) -> ListDataSource<Section, Item>
  ) {
    self.tableView = tableView
    let surface = TableSurface()
    let host = TableViewHost(tableView: tableView)
    surface.view = host
    surface.scrolling = host
    let coordinator = TableViewCoordinator(surface: surface, view: tableView)
    self.coordinator = coordinator
    super.init(
      view: tableView, surface: surface, host: host, coordinator: coordinator,
      clicks: ClickTarget(
        click: { [weak surface] view in surface?.userDidClick(row: view.clickedRow) },
        doubleClick: { [weak surface] view in surface?.userDidDoubleClick(row: view.clickedRow) }
      ),
      dataSource: dataSource, typeSelectText: typeSelectText, behavior: behavior)
    tableView.dataSource = coordinator
    tableView.delegate = coordinator
    surface.reloadData()
  }

  private func connectHeaderViews() {
    coordinator.makeHeaderView = sectionViews(makeHeaderView)
    let surface = coordinator.surface
    redrawRows { surface.isGroupRow($0) }
  }

  private func connectFooterViews() {
    coordinator.makeFooterView = sectionViews(makeFooterView)
    let surface = coordinator.surface
    redrawRows { surface.footerSection(ofRow: $0) != nil }
  }

  /// The views `make` makes of sections, by index; `nil` for none.
  private func sectionViews(_ make: (@MainActor (Section) -> NSView?)?)
    -> (@MainActor (Int) -> NSView?)?
  {
    guard let make else { return nil }
    let dataSource = dataSource
    return { index in dataSource.snapshot.section(at: index).flatMap(make) }
  }

  /// Makes the views of the rows shown that `isRedrawn` names again.
  private func redrawRows(where isRedrawn: (Int) -> Bool) {
    guard let tableView, tableView.numberOfRows > 0 else { return }
    let rows = IndexSet((0..<tableView.numberOfRows).filter(isRedrawn))
    tableView.reloadData(forRowIndexes: rows, columnIndexes: IndexSet(integer: 0))
  }
}
#endif
