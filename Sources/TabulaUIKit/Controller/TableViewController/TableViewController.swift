#if canImport(UIKit)
public import Tabula
public import UIKit

/// One table view controller for every list screen: give it data and a
/// `ListConfiguration`, and it shows, animates, edits and undoes.
///
/// It grows out of the seeds' controllers, with their limits lifted:
/// - Seed 000's generic controller: setting new data animates the difference instead of
///   reloading, rows size themselves, and the list can scroll back to the top. A provider
///   that loads (a `LoadStateProviding`, such as `LoadingProvider`) shows its loading, empty
///   and error states.
/// - Seed 002's controller configured by a closure and a configuration value: the cell style,
///   the configure closure, deleting and moving, and Edit/Done and Undo/Redo buttons, all
///   from one copyable `ListConfiguration`.
/// - Seed 003's controller for rows of mixed cell types, from a `RowPresenter`.
///
/// ```swift
/// let people = EditableList(try Snapshot { SnapshotSection(id: "people") { ada; alan } })
/// let configuration = ListConfiguration<Person>(
///   cellStyle: .subtitle, allowsDeleting: true, allowsMoving: true,
///   showsEditButton: true, showsUndoButtons: true
/// ) { content, person in
///   content.text = person.name
///   content.secondaryText = person.city
/// }
/// let controller = TableViewController(configuration: configuration, provider: people)
/// ```
///
/// The controller is `final`: change what it does with its configuration, its provider and
/// its cells, not by subclassing.
@MainActor
public final class TableViewController<Section: SectionModel, Item: Identifiable & Equatable>:
  UITableViewController
where Item.ID: Sendable {
  /// What the list looks like and lets the user do.
  public let configuration: ListConfiguration<Item>

  /// The data source of the table, once the view is loaded.
  public private(set) var dataSource: ListDataSource<Section, Item>?

  /// Where the data's loading is, for a provider that loads; `.loaded`
  /// otherwise.
  public private(set) var loadState = LoadState.loaded

  /// The text shown in place of the rows: loading, an error, or the empty-state text.
  public let placeholderLabel = UILabel(frame: .zero)

  /// The footer below the rows of a `PagedProvider`: "Loading more…", or a failed page with
  /// a Retry button; not shown for other providers.
  public let pagingFooter = PagingFooterView()

  /// The list made from the items of ``init(configuration:items:diagnostics:)``.
  package internal(set) var itemsList: EditableList<Section, Item>?

  let diagnostics: ListDiagnosticHandler
  private let makeDataSource:
    @MainActor (UITableView, ListDiagnosticHandler) -> ListDataSource<Section, Item>
  private var connect: @MainActor (TableViewController, ListDataSource<Section, Item>) -> Void
  let hooks: ProviderHooks?
  private var tokens: [ObservationToken] = []

  // MARK: Lifecycle

  /// Creates a controller that shows a provider's data, read-only, in standard cells
  /// configured by the configuration's `configureCell`.
  ///
  /// - Parameters:
  ///   - configuration: What the list looks like and lets the user do.
  ///   - provider: The data.
  ///   - diagnostics: Where to report what the data source recovered from.
  public convenience init(
    configuration: ListConfiguration<Item> = .standard,
    provider: some DataProvider<Section, Item>,
    diagnostics: ListDiagnosticHandler = .print
  ) {
    self.init(
      configuration: configuration, hooks: .readOnly(provider),
      cell: configuration.tableCellRegistration, diagnostics: diagnostics)
  }

  /// Creates a controller that shows an editable provider's data in standard cells: if the
  /// configuration allows deleting or moving, the user's edits go to the provider as undoable
  /// steps, and the Undo and Redo buttons drive its history.
  ///
  /// - Parameters:
  ///   - configuration: What the list looks like and lets the user do.
  ///   - provider: The data: an `EditableList`, or any `EditableProvider`.
  ///   - diagnostics: Where to report what the data source recovered from.
  public convenience init(
    configuration: ListConfiguration<Item> = .standard,
    provider: some EditableProvider<Section, Item>,
    diagnostics: ListDiagnosticHandler = .print
  ) {
    self.init(
      configuration: configuration, hooks: .editable(provider),
      cell: configuration.tableCellRegistration, diagnostics: diagnostics)
  }

  /// Creates a controller that shows a loading provider's data in standard cells, with its
  /// loading, empty and error states in place of the rows.
  ///
  /// - Parameters:
  ///   - configuration: What the list looks like; its `emptyStateText` shows when the
  ///     loaded list has no rows.
  ///   - provider: The data: a `LoadingProvider`, or any `LoadStateProviding`.
  ///   - diagnostics: Where to report what the data source recovered from.
  public convenience init(
    configuration: ListConfiguration<Item> = .standard,
    provider: some LoadStateProviding<Section, Item>,
    diagnostics: ListDiagnosticHandler = .print
  ) {
    self.init(
      configuration: configuration, hooks: .loading(provider),
      cell: configuration.tableCellRegistration, diagnostics: diagnostics)
  }

  /// Creates a controller that shows a provider's data, read-only, in cells of your own.
  ///
  /// - Parameters:
  ///   - configuration: What the list looks like and lets the user do; its configure
  ///     closure and cell style are not used.
  ///   - provider: The data.
  ///   - registration: The cell, and how it shows an item; a registration with a nib name
  ///     loads the cell from that nib.
  ///   - diagnostics: Where to report what the data source recovered from.
  public convenience init<Cell: UITableViewCell>(
    configuration: ListConfiguration<Item> = .standard,
    provider: some DataProvider<Section, Item>,
    cell registration: CellRegistration<Cell, Item>,
    diagnostics: ListDiagnosticHandler = .print
  ) {
    self.init(
      configuration: configuration, hooks: .readOnly(provider), cell: registration,
      diagnostics: diagnostics)
  }

  /// Creates a controller that shows an editable provider's data in cells of your own; the
  /// user's edits go to the provider as undoable steps.
  ///
  /// - Parameters:
  ///   - configuration: What the list looks like and lets the user do; its configure
  ///     closure and cell style are not used.
  ///   - provider: The data: an `EditableList`, or any `EditableProvider`.
  ///   - registration: The cell, and how it shows an item.
  ///   - diagnostics: Where to report what the data source recovered from.
  public convenience init<Cell: UITableViewCell>(
    configuration: ListConfiguration<Item> = .standard,
    provider: some EditableProvider<Section, Item>,
    cell registration: CellRegistration<Cell, Item>,
    diagnostics: ListDiagnosticHandler = .print
  ) {
    self.init(
      configuration: configuration, hooks: .editable(provider), cell: registration,
      diagnostics: diagnostics)
  }

  /// Creates a controller that shows a loading provider's data in cells of your own, with its
  /// loading, empty and error states in place of the rows.
  ///
  /// - Parameters:
  ///   - configuration: What the list looks like; its configure closure and cell style are
  ///     not used.
  ///   - provider: The data: a `LoadingProvider`, or any `LoadStateProviding`.
  ///   - registration: The cell, and how it shows an item.
  ///   - diagnostics: Where to report what the data source recovered from.
  public convenience init<Cell: UITableViewCell>(
    configuration: ListConfiguration<Item> = .standard,
    provider: some LoadStateProviding<Section, Item>,
    cell registration: CellRegistration<Cell, Item>,
    diagnostics: ListDiagnosticHandler = .print
  ) {
    self.init(
      configuration: configuration, hooks: .loading(provider), cell: registration,
      diagnostics: diagnostics)
  }

  /// Creates a controller that shows a paged provider's items in standard cells, and loads
  /// the next page as the user scrolls near the end.
  ///
  /// The first page's loading, empty and error states show in place of the rows; the next
  /// pages' show in ``pagingFooter``, with a Retry button after a failure. Pulling the table
  /// down refreshes the list from its first page (not on tvOS, which has no refresh
  /// control).
  ///
  /// ```swift
  /// let users = PagedProvider<User, Int> { cursor in try await api.users(after: cursor) }
  /// let controller = TableViewController(configuration: configuration, provider: users)
  /// users.refresh()
  /// ```
  ///
  /// - Parameters:
  ///   - configuration: What the list looks like; its `emptyStateText` shows when the
  ///     loaded list has no rows.
  ///   - provider: The pages.
  ///   - diagnostics: Where to report what the data source recovered from.
  public convenience init<Cursor>(
    configuration: ListConfiguration<Item> = .standard,
    provider: PagedProvider<Item, Cursor>,
    diagnostics: ListDiagnosticHandler = .print
  ) where Section == ListSection {
    self.init(
      configuration: configuration, hooks: .paged(provider),
      cell: configuration.tableCellRegistration, diagnostics: diagnostics)
  }

  /// Creates a controller that shows a paged provider's items in cells of your own, and loads
  /// the next page as the user scrolls near the end, with the same footer and refresh as
  /// the controller in standard cells.
  ///
  /// - Parameters:
  ///   - configuration: What the list looks like; its configure closure and cell style are
  ///     not used.
  ///   - provider: The pages.
  ///   - registration: The cell, and how it shows an item.
  ///   - diagnostics: Where to report what the data source recovered from.
  public convenience init<Cursor, Cell: UITableViewCell>(
    configuration: ListConfiguration<Item> = .standard,
    provider: PagedProvider<Item, Cursor>,
    cell registration: CellRegistration<Cell, Item>,
    diagnostics: ListDiagnosticHandler = .print
  ) where Section == ListSection {
    self.init(
      configuration: configuration, hooks: .paged(provider), cell: registration,
      diagnostics: diagnostics)
  }

  /// Creates a controller that shows a presenter's rows of mixed cell types (seed 003).
  ///
  /// Each row brings its cell; every cell type the rows need is registered before they show.
  /// Rows with a selection handler run it when the user selects them.
  ///
  /// - Parameters:
  ///   - presenter: Turns a model into sections of rows.
  ///   - configuration: What the list looks like; its configure closure is not used.
  ///   - diagnostics: Where to report what the data source recovered from, such as two rows
  ///     with one identity.
  public init<Presenter: RowPresenter>(
    presenter: Presenter,
    configuration: ListConfiguration<Item> = .standard,
    diagnostics: ListDiagnosticHandler = .print
  ) where Presenter.Section == Section, Item == ListRow<Presenter.RowID> {
    self.configuration = configuration
    self.diagnostics = diagnostics
    hooks = nil
    makeDataSource = { tableView, diagnostics in
      ListDataSource(surface: tableView, diagnostics: diagnostics)
    }
    connect = Self.showing(presenter)
    super.init(style: UITableView.Style(configuration.style))
  }

  private init<Cell: UITableViewCell>(
    configuration: ListConfiguration<Item>,
    hooks: ProviderHooks,
    cell registration: CellRegistration<Cell, Item>,
    diagnostics: ListDiagnosticHandler
  ) {
    self.configuration = configuration
    self.diagnostics = diagnostics
    self.hooks = hooks
    makeDataSource = { tableView, diagnostics in
      ListDataSource(surface: tableView, registration: registration, diagnostics: diagnostics)
    }
    connect = { controller, dataSource in controller.bind(dataSource, with: hooks) }
    super.init(style: UITableView.Style(configuration.style))
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
    configuration.applyRowHeight(to: tableView)
    placeholderLabel.numberOfLines = 0
    placeholderLabel.isHidden = true
    tableView.backgroundView = placeholderLabel
    let dataSource = makeDataSource(tableView, diagnostics)
    dataSource.configuration = configuration
    self.dataSource = dataSource
    connect(self, dataSource)
    installBarButtons()
    refreshPlaceholder()
  }

  /// Enters or leaves editing mode, and turns the Edit button into Done and back.
  ///
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether to animate the change.
  public override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    if showsEditButton {
      navigationItem.rightBarButtonItem = makeEditButton()
    }
  }

  // MARK: Public

  /// Shows a presenter's rows, animating the difference from the rows shown.
  ///
  /// - Parameter presenter: Turns a model into sections of rows.
  public func show<Presenter: RowPresenter>(_ presenter: Presenter)
  where Presenter.Section == Section, Item == ListRow<Presenter.RowID> {
    connect = Self.showing(presenter)
    if let dataSource { connect(self, dataSource) }
  }

  // MARK: Internal

  /// Scrolls to the first row if the configuration asks for it when new data is set.
  func scrollToTopIfWanted() {
    guard configuration.scrollsToTopOnUpdate, tableView.numberOfSections > 0,
      tableView.numberOfRows(inSection: 0) > 0
    else { return }
    tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
  }

  // MARK: Private

  /// Shows a presenter's rows; repeated row identities become a diagnostic, not a crash.
  private static func showing<Presenter: RowPresenter>(_ presenter: Presenter)
    -> @MainActor (TableViewController, ListDataSource<Section, Item>) -> Void
  where Presenter.Section == Section, Item == ListRow<Presenter.RowID> {
    { controller, dataSource in
      dataSource.apply(sections: presenter.sections)
      controller.refreshPlaceholder()
    }
  }

  private func bind(_ dataSource: ListDataSource<Section, Item>, with hooks: ProviderHooks) {
    tokens.append(hooks.bind(dataSource, configuration.isEditable))
    tokens.append(hooks.observe { [weak self] in self?.dataDidChange() })
    if let paging = hooks.paging {
      installPaging(paging)
    }
    if let loading = hooks.loading {
      loadState = loading.state()
      tokens.append(
        loading.observe { [weak self] state in
          self?.loadState = state
          self?.refreshPlaceholder()
        })
    }
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
    // The user's own edits and undo are not new data: the list stays where the user is.
    if hooks?.history == nil { scrollToTopIfWanted() }
  }

  private func refreshPlaceholder() {
    let isEmpty = (dataSource?.snapshot.numberOfItems ?? 0) == 0
    let text = loadState.placeholder(isEmpty: isEmpty, emptyText: configuration.emptyStateText)
    placeholderLabel.text = text
    placeholderLabel.isHidden = text == nil
  }
}
#endif
