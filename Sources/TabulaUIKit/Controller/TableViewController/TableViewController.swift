#if canImport(UIKit)
public import Tabula
public import UIKit

/// One table view controller for every list screen: give it data and a
/// `ListConfiguration`, and it shows, animates, edits and undoes.
///
/// It grows out of the seeds' controllers, with their limits lifted:
/// - Seed 000's generic controller: setting new data animates the difference instead of
///   reloading, rows size themselves, and the list can scroll back to the top. A provider
///   that loads (`LoadingProvider`) shows its loading, empty and error states.
/// - Seed 002's controller configured by a closure and a configuration value: the cell style,
///   the configure closure, deleting and moving, and Edit/Done and Undo/Redo buttons, all
///   from one copyable `ListConfiguration`.
/// - Seed 003's controller for rows of mixed cell types, from a `RowPresenter`.
///
/// ```swift
/// let people = EditableList(try Snapshot { SnapshotSection(ListSection(id: "people")) { ada; alan } })
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
public final class TableViewController<
  Section: Identifiable & Equatable,
  Item: Identifiable & Equatable
>: UITableViewController where Section.ID: Sendable, Item.ID: Sendable {
  /// What the list looks like and lets the user do.
  public let configuration: ListConfiguration<Item>

  /// The list the user edits, when the controller shows an `EditableList`.
  public let editableList: EditableList<Section, Item>?

  /// The data source of the table, once the view is loaded.
  public private(set) var dataSource: ListDataSource<Section, Item>?

  /// Where the data's loading is, for a provider that loads; `.loaded`
  /// otherwise.
  public private(set) var loadState = LoadState.loaded

  /// The text shown in place of the rows: loading, an error, or the empty-state text.
  public let placeholderLabel = UILabel(frame: .zero)

  private let diagnostics: ListDiagnosticHandler
  private let makeDataSource:
    @MainActor (UITableView, ListDiagnosticHandler) -> ListDataSource<Section, Item>
  private var connect: @MainActor (TableViewController, ListDataSource<Section, Item>) -> Void
  private var tokens: [ObservationToken] = []

  // MARK: Lifecycle

  /// Creates a controller that shows a provider's data in standard cells, configured by the
  /// configuration's `configureCell`.
  ///
  /// If the provider is an `EditableList` and the configuration allows deleting or
  /// moving, the user's edits go to the list as undoable steps. If it is a
  /// `LoadStateProviding`, its loading, empty and error states show in place of the
  /// rows.
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
      configuration: configuration, provider: provider,
      cell: configuration.tableCellRegistration, diagnostics: diagnostics)
  }

  /// Creates a controller that shows a provider's data in cells of your own.
  ///
  /// - Parameters:
  ///   - configuration: What the list looks like and lets the user do; its configure
  ///     closure and cell style are not used.
  ///   - provider: The data.
  ///   - registration: The cell, and how it shows an item; a registration with a nib name
  ///     loads the cell from that nib.
  ///   - diagnostics: Where to report what the data source recovered from.
  public init<Cell: UITableViewCell>(
    configuration: ListConfiguration<Item> = .standard,
    provider: some DataProvider<Section, Item>,
    cell registration: CellRegistration<Cell, Item>,
    diagnostics: ListDiagnosticHandler = .print
  ) {
    self.configuration = configuration
    self.diagnostics = diagnostics
    editableList = provider as? EditableList<Section, Item>
    makeDataSource = { tableView, diagnostics in
      ListDataSource(surface: tableView, registration: registration, diagnostics: diagnostics)
    }
    connect = { controller, dataSource in controller.bind(dataSource, to: provider) }
    super.init(style: UITableView.Style(configuration.style))
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
  ) where Presenter.Section == Section, Item == Row<Presenter.RowID> {
    self.configuration = configuration
    self.diagnostics = diagnostics
    editableList = nil
    makeDataSource = { tableView, diagnostics in
      ListDataSource(surface: tableView, diagnostics: diagnostics)
    }
    connect = Self.showing(presenter)
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
    configure(dataSource)
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
    if configuration.showsEditButton, configuration.isEditable {
      navigationItem.rightBarButtonItem = makeEditButton()
    }
  }

  // MARK: Public

  /// Shows a presenter's rows, animating the difference from the rows shown.
  ///
  /// - Parameter presenter: Turns a model into sections of rows.
  public func show<Presenter: RowPresenter>(_ presenter: Presenter)
  where Presenter.Section == Section, Item == Row<Presenter.RowID> {
    connect = Self.showing(presenter)
    if let dataSource { connect(self, dataSource) }
  }

  // MARK: Private

  /// Shows a presenter's rows; repeated row identities become a diagnostic, not a crash.
  private static func showing<Presenter: RowPresenter>(_ presenter: Presenter)
    -> @MainActor (TableViewController, ListDataSource<Section, Item>) -> Void
  where Presenter.Section == Section, Item == Row<Presenter.RowID> {
    { controller, dataSource in
      dataSource.apply(sections: presenter.sections)
      controller.refreshPlaceholder()
    }
  }

  private func configure(_ dataSource: ListDataSource<Section, Item>) {
    let configuration = configuration
    dataSource.allowsDeleting = configuration.allowsDeleting
    dataSource.allowsMoving = configuration.allowsMoving
    if let didSelect = configuration.didSelect {
      dataSource.didSelectItem = { item, path in didSelect(item, path) }
    }
    let sectionHeader = dataSource.sectionHeaderTitle
    dataSource.sectionHeaderTitle = { section, index in
      configuration.headerTitle(index) ?? sectionHeader(section, index)
    }
    let sectionFooter = dataSource.sectionFooterTitle
    dataSource.sectionFooterTitle = { section, index in
      configuration.footerTitle(index) ?? sectionFooter(section, index)
    }
  }

  private func bind(
    _ dataSource: ListDataSource<Section, Item>, to provider: some DataProvider<Section, Item>
  ) {
    if let editableList, configuration.isEditable {
      tokens.append(dataSource.bind(to: editableList))
    } else {
      tokens.append(dataSource.bind(to: provider, perform: nil))
    }
    tokens.append(provider.observe { [weak self] _ in self?.dataDidChange() })
    if let loading = provider as? any LoadStateProviding {
      loadState = loading.state
      tokens.append(
        loading.observeState { [weak self] state in
          self?.loadState = state
          self?.refreshPlaceholder()
        })
    }
  }

  private func dataDidChange() {
    refreshPlaceholder()
    refreshUndoButtons()
    // The user's own edits and undo are not new data: the list stays where the user is.
    if editableList == nil { scrollToTopIfWanted() }
  }

  /// Scrolls to the first row if the configuration asks for it when new data is set.
  func scrollToTopIfWanted() {
    guard configuration.scrollsToTopOnUpdate, tableView.numberOfSections > 0,
      tableView.numberOfRows(inSection: 0) > 0
    else { return }
    tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
  }

  private func refreshPlaceholder() {
    let isEmpty = (dataSource?.snapshot.numberOfItems ?? 0) == 0
    let text = loadState.placeholder(isEmpty: isEmpty, emptyText: configuration.emptyStateText)
    placeholderLabel.text = text
    placeholderLabel.isHidden = text == nil
  }

  private func installBarButtons() {
    if configuration.showsEditButton, configuration.isEditable {
      navigationItem.rightBarButtonItem = makeEditButton()
    }
    if configuration.showsUndoButtons, editableList != nil {
      let undo = UIBarButtonItem(
        systemItem: .undo,
        primaryAction: UIAction(title: "Undo") { [weak self] _ in self?.undo() })
      let redo = UIBarButtonItem(
        systemItem: .redo,
        primaryAction: UIAction(title: "Redo") { [weak self] _ in self?.redo() })
      navigationItem.leftBarButtonItems = [undo, redo]
      refreshUndoButtons()
    }
  }

  private func makeEditButton() -> UIBarButtonItem {
    UIBarButtonItem(
      systemItem: isEditing ? .done : .edit,
      primaryAction: UIAction(title: isEditing ? "Done" : "Edit") { [weak self] _ in
        guard let self else { return }
        setEditing(!isEditing, animated: true)
      })
  }

  private func refreshUndoButtons() {
    guard let editableList, let items = navigationItem.leftBarButtonItems, items.count == 2
    else { return }
    items[0].isEnabled = editableList.history.canUndo
    items[1].isEnabled = editableList.history.canRedo
  }

  private func undo() {
    step("undo") { list throws(SnapshotError<Section.ID, Item.ID>) in try list.undo() }
  }

  private func redo() {
    step("redo") { list throws(SnapshotError<Section.ID, Item.ID>) in try list.redo() }
  }

  private func step(
    _ name: String,
    _ action: (EditableList<Section, Item>) throws(SnapshotError<Section.ID, Item.ID>) -> String?
  ) {
    guard let editableList else { return }
    do {
      _ = try action(editableList)
    } catch {
      diagnostics(
        ListDiagnostic(
          kind: .editRefused, message: "\(name) failed: \(error)", fileID: #fileID, line: #line))
    }
  }
}
#endif
