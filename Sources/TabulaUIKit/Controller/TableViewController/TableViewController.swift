#if canImport(UIKit)
public import Tabula
public import UIKit

/// One table view controller for every list screen: give it a provider, a `ListBehavior` and
/// a ``ListAppearance``, and it shows, animates, edits and undoes.
///
/// What a screen usually writes by hand comes with it:
/// - New data animates the difference instead of reloading, rows size themselves, and the
///   list can scroll back to the top. A provider that loads (such as `LoadingProvider`) shows
///   its loading, empty and error states; a searchable one (`SearchFilter`, `SearchLoader`)
///   shows a search field on the navigation item.
/// - Deleting and moving come from a copyable `ListBehavior`; the cell style, the configure
///   closure, and Edit/Done and Undo/Redo buttons from a copyable ``ListAppearance``.
/// - Rows of mixed cell types come from a `RowPresenter`:
///   ``init(presenter:behavior:appearance:diagnostics:)``.
///
/// ```swift
/// let people = EditableList(try Snapshot { SnapshotSection(id: "people") { ada; alan } })
/// let appearance = ListAppearance<Person>(
///   cellStyle: .subtitle, showsEditButton: true, showsUndoButtons: true
/// ) { content, person in
///   content.text = person.name
///   content.secondaryText = person.city
/// }
/// let controller = TableViewController(
///   provider: people, behavior: ListBehavior(allowsDeleting: true, allowsMoving: true),
///   appearance: appearance)
/// ```
///
/// The controller is `final`: change what it does with its behaviour, its appearance, its
/// provider and its cells, not by subclassing.
@MainActor
public final class TableViewController<Section: SectionModel, Item: Identifiable & Equatable>:
  UITableViewController
where Item.ID: Sendable {
  /// What the list lets the user do: deleting, moving, selection, item actions, prefetching.
  public let behavior: ListBehavior<Item>

  /// What the list looks like: its style, its cells, its buttons, its empty-state text.
  public let appearance: ListAppearance<Item>

  /// The data source of the table, once the view is loaded.
  public private(set) var dataSource: ListDataSource<Section, Item>?

  /// Where the data's loading is, for a provider that loads; `.loaded`
  /// otherwise.
  public private(set) var loadState = LoadState.loaded

  /// The text shown in place of the rows: loading, an error, or the empty-state text.
  ///
  /// An error shows as its `LocalizedError.errorDescription`, else the localized description
  /// an `NSError` (a `URLError`) carries, else its `description`.
  public let placeholderLabel = UILabel(frame: .zero)

  /// The footer below the rows of a `PagedProvider`: "Loading more…", or a failed page with
  /// a Retry button; not shown for other providers.
  public let pagingFooter = PagingFooterView()

  /// The rows of ``init(presenter:behavior:appearance:diagnostics:)``, which ``show(_:)``
  /// replaces: a provider like any other, so that every controller binds its data the same way.
  private var presentedRows: EditableList<Section, Item>?

  let diagnostics: ListDiagnostic.Handler
  private let makeDataSource:
    @MainActor (UITableView, ListDiagnostic.Handler) -> ListDataSource<Section, Item>
  let hooks: ProviderHooks
  /// The search field's results updater, which its search controller holds weakly.
  var searchFieldUpdater: SearchFieldUpdater?
  private var tokens: [ObservationToken] = []

  // MARK: Lifecycle

  /// Creates a controller that shows a provider's data in standard cells configured by the
  /// appearance's `configureCell`, with all the provider can do.
  ///
  /// What the controller offers follows the provider's capabilities: an editable provider (an
  /// `EditableList`, a `QueryProvider` of persistable records) receives the user's deletions
  /// and moves as undoable steps when the behaviour allows them, and the Undo and Redo
  /// buttons drive its history; a provider that loads (a `LoadingProvider`) shows its
  /// loading, empty and error states in place of the rows; a paged provider (a
  /// `PagedProvider`) loads the next page as the user scrolls near the end, shows the next
  /// pages' states in ``pagingFooter`` with a Retry button, and refreshes from its first page
  /// when the user pulls the table down (not on tvOS, which has no refresh control).
  ///
  /// ```swift
  /// let users = PagedProvider<User, Int> { cursor in try await api.users(after: cursor) }
  /// let controller = TableViewController(provider: users, appearance: appearance)
  /// users.refresh()
  /// ```
  ///
  /// - Parameters:
  ///   - provider: The data.
  ///   - behavior: What the list lets the user do; nothing by default.
  ///   - appearance: What the list looks like; its `emptyStateText` shows when the loaded
  ///     list has no rows.
  ///   - diagnostics: Where to report what the data source recovered from.
  public convenience init(
    provider: some DataProvider<Section, Item>,
    behavior: ListBehavior<Item> = ListBehavior(),
    appearance: ListAppearance<Item> = ListAppearance(),
    diagnostics: ListDiagnostic.Handler = .print
  ) {
    self.init(
      behavior: behavior, appearance: appearance, hooks: .of(provider),
      cell: appearance.tableCellRegistration, diagnostics: diagnostics)
  }

  /// Creates a controller that shows a provider's data in cells of your own, with all the
  /// provider can do, as ``init(provider:behavior:appearance:diagnostics:)`` does.
  ///
  /// - Parameters:
  ///   - provider: The data.
  ///   - registration: The cell, and how it shows an item; a registration with a nib name
  ///     loads the cell from that nib.
  ///   - behavior: What the list lets the user do; nothing by default.
  ///   - appearance: What the list looks like; its configure closure and cell style are not
  ///     used.
  ///   - diagnostics: Where to report what the data source recovered from.
  public convenience init<Cell: UITableViewCell>(
    provider: some DataProvider<Section, Item>,
    cell registration: CellRegistration<Cell, Item>,
    behavior: ListBehavior<Item> = ListBehavior(),
    appearance: ListAppearance<Item> = ListAppearance(),
    diagnostics: ListDiagnostic.Handler = .print
  ) {
    self.init(
      behavior: behavior, appearance: appearance, hooks: .of(provider), cell: registration,
      diagnostics: diagnostics)
  }

  /// Creates a controller that shows a presenter's rows of mixed cell types: a form or a
  /// detail screen whose rows are a model's fields.
  ///
  /// Each row brings its cell; every cell type the rows need is registered before they show.
  /// Rows with a selection handler run it when the user selects them.
  ///
  /// - Parameters:
  ///   - presenter: Turns a model into sections of rows.
  ///   - behavior: What the list lets the user do; nothing by default.
  ///   - appearance: What the list looks like; its configure closure is not used.
  ///   - diagnostics: Where to report what the data source recovered from, such as two rows
  ///     with one identity.
  public init<Presenter: RowPresenter>(
    presenter: Presenter,
    behavior: ListBehavior<Item> = ListBehavior(),
    appearance: ListAppearance<Item> = ListAppearance(),
    diagnostics: ListDiagnostic.Handler = .print
  ) where Presenter.Section == Section, Item == ListRow<Presenter.RowID> {
    let rows = EditableList(Self.rows(of: presenter, diagnostics: diagnostics))
    let hooks = ProviderHooks.of(rows)
    self.behavior = behavior
    self.appearance = appearance
    self.diagnostics = diagnostics
    self.hooks = hooks
    presentedRows = rows
    makeDataSource = { tableView, diagnostics in
      ListDataSource(surface: tableView, diagnostics: diagnostics)
    }
    super.init(style: UITableView.Style(appearance.style))
  }

  private init<Cell: UITableViewCell>(
    behavior: ListBehavior<Item>,
    appearance: ListAppearance<Item>,
    hooks: ProviderHooks,
    cell registration: CellRegistration<Cell, Item>,
    diagnostics: ListDiagnostic.Handler
  ) {
    self.behavior = behavior
    self.appearance = appearance
    self.diagnostics = diagnostics
    self.hooks = hooks
    makeDataSource = { tableView, diagnostics in
      ListDataSource(surface: tableView, registration: registration, diagnostics: diagnostics)
    }
    super.init(style: UITableView.Style(appearance.style))
  }

  /// Not available: the controller is made in code, with its data.
  ///
  /// - Parameter coder: An archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: UIViewController

  /// Sets up the table: row heights, the placeholder, the data source bound to the data, and
  /// the bar buttons.
  public override func viewDidLoad() {
    super.viewDidLoad()
    appearance.applyRowHeight(to: tableView)
    placeholderLabel.numberOfLines = 0
    placeholderLabel.isHidden = true
    tableView.backgroundView = placeholderLabel
    let dataSource = makeDataSource(tableView, diagnostics)
    dataSource.behavior = behavior
    self.dataSource = dataSource
    attach(dataSource, with: hooks)
    tableView.installedBridge?.multipleSelectionDidBegin = { [weak self] in
      self?.setEditing(true, animated: true)
    }
    installBarButtons()
    #if !os(tvOS)
    if let search = hooks.search { installSearchField(search) }
    #endif
    refreshPlaceholder()
  }

  /// Enters or leaves editing mode, and turns the Edit button into Done and back. Leaving it
  /// empties the data source's selection, as the table clears the rows it shows selected.
  ///
  /// A two-finger pan over the rows of a list that allows multiple selection enters editing
  /// mode too.
  ///
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether to animate the change.
  public override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    if !editing, let dataSource, !dataSource.selection.isEmpty {
      dataSource.selection = []
    }
    if showsEditButton {
      navigationItem.rightBarButtonItem = makeEditButton()
    }
  }

  // MARK: Public

  /// Shows a presenter's rows, animating the difference from the rows shown.
  ///
  /// A controller made with a provider shows that provider's rows: change the provider
  /// instead; this reports `ListDiagnostic.Kind.editRefused` and changes nothing.
  ///
  /// - Parameter presenter: Turns a model into sections of rows.
  public func show<Presenter: RowPresenter>(_ presenter: Presenter)
  where Presenter.Section == Section, Item == ListRow<Presenter.RowID> {
    guard let presentedRows else {
      return diagnostics(
        ListDiagnostic(
          kind: .editRefused,
          message: "show(_:) needs a controller made with a presenter; change the provider",
          fileID: #fileID, line: #line))
    }
    presentedRows.replace(with: Self.rows(of: presenter, diagnostics: diagnostics))
  }

  // MARK: Internal

  /// Scrolls to the first row if the appearance asks for it when new data is set.
  func scrollToTopIfWanted() {
    guard appearance.scrollsToTopOnUpdate, tableView.numberOfSections > 0,
      tableView.numberOfRows(inSection: 0) > 0
    else { return }
    tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
  }

  // MARK: Private

  /// A presenter's rows; repeated row identities become a diagnostic and the first of each,
  /// not a crash.
  private static func rows<Presenter: RowPresenter>(
    of presenter: Presenter, diagnostics: ListDiagnostic.Handler
  ) -> Snapshot<Section, Item>
  where Presenter.Section == Section, Item == ListRow<Presenter.RowID> {
    let sections = presenter.sections
    do {
      return try Snapshot(sections: sections)
    } catch {
      diagnostics(
        ListDiagnostic(
          kind: .duplicateIdentifiers, message: error.description, fileID: #fileID, line: #line))
      return ListDataSource<Section, Item>.firstOccurrences(of: sections)
    }
  }

  private func attach(_ dataSource: ListDataSource<Section, Item>, with hooks: ProviderHooks) {
    tokens.append(hooks.bind(dataSource))
    tokens.append(hooks.observe { [weak self] in self?.dataDidChange() })
    if let paging = hooks.paging {
      installPaging(paging)
    }
    loadState = hooks.loading.state()
    tokens.append(
      hooks.loading.observe { [weak self] state in
        self?.loadState = state
        self?.refreshPlaceholder()
      })
  }

  /// Keeps an observation alive as long as the controller.
  ///
  /// - Parameter token: The observation.
  func observe(_ token: ObservationToken) {
    tokens.append(token)
  }

  private func dataDidChange() {
    refreshPlaceholder()
    refreshUndoButtons()
    // The user's own edits and undo are not new data: the list stays where the user is. Data
    // set anew (an `EditableList` replaced) leaves no history.
    if let history = hooks.history?(), history.canUndo || history.canRedo { return }
    scrollToTopIfWanted()
  }

  private func refreshPlaceholder() {
    let isEmpty = (dataSource?.snapshot.numberOfItems ?? 0) == 0
    let text =
      loadState.error.map(FailureText.text(for:))
      ?? loadState.placeholder(isEmpty: isEmpty, emptyText: appearance.emptyStateText)
    placeholderLabel.text = text
    placeholderLabel.isHidden = text == nil
  }
}
#endif
