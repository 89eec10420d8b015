// MARK: - UITableViewController

/// A view controller that manages a table view.
///
/// Its view is a `UITableView` whose data source and delegate are the controller; the first
/// `viewWillAppear(_:)` reloads the table, and later ones clear the selection when
/// `clearsSelectionOnViewWillAppear` is true; `setEditing(_:animated:)` is forwarded to the
/// table. Every data-source and delegate method is `open` here with UIKit's default behaviour,
/// so subclasses write `override func tableView(...)`, as on iOS.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  // MARK: Lifecycle

  /// Creates a controller whose table has `style`.
  ///
  /// - Parameter style: The table's style.
  public init(style: UITableView.Style) {
    self.tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The nib's name; ignored.
  ///   - nibBundleOrNil: The nib's bundle; ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller from an archive; the stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    self.tableStyle = .plain
    super.init(coder: coder)
  }

  // MARK: Table view

  /// The table view, which is the controller's view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Whether `viewWillAppear(_:)` clears the selection. Defaults to `true`.
  open var clearsSelectionOnViewWillAppear = true

  /// Makes a table view of the controller's style with the controller as data source and
  /// delegate.
  open override func loadView() {
    let table = UITableView(frame: .zero, style: tableStyle)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Reloads the table the first time; clears the selection afterwards when
  /// `clearsSelectionOnViewWillAppear` is true.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let table = tableView else { return }
    if !hasAppeared {
      hasAppeared = true
      table.reloadData()
    } else if clearsSelectionOnViewWillAppear, let selected = table.indexPathForSelectedRow {
      table.deselectRow(at: selected, animated: animated)
    }
  }

  /// Sets the controller's editing mode and the table's.
  ///
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether to animate.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView?.setEditing(editing, animated: animated)
  }

  // MARK: UITableViewDataSource

  /// Zero rows; override.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// A plain cell; override.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No header title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Every row is editable.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Every row is movable (reordering still requires overriding `moveRowAt`).
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// No section index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// The section at `index`.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }

  /// Not implemented unless overridden: swipe-to-delete stays off.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    tableView.engine.noteUnimplementedOptionalReached()
  }

  /// Not implemented unless overridden: reordering stays off.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    tableView.engine.noteUnimplementedOptionalReached()
  }

  // MARK: UITableViewDelegate

  /// Does nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Does nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// `.delete`.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    .delete
  }

  /// The table's `rowHeight`.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// The table's `estimatedRowHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    tableView.estimatedRowHeight
  }

  #if !UIKIT_STANDIN_TVOS
  /// No leading swipe actions.
  @available(iOS 11.0, *) @available(tvOS, unavailable)
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }

  /// UIKit's default trailing swipe actions.
  @available(iOS 11.0, *) @available(tvOS, unavailable)
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }

  /// No context menu.
  @available(iOS 13.0, tvOS 17.0, *)
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    nil
  }
  #endif

  // MARK: Private

  private let tableStyle: UITableView.Style
  private var hasAppeared = false
}
